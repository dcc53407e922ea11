// Imports, calls and bindings of Python, Go, Rust and Java examples from their tree-sitter syntax trees.
// Comments and strings are their own nodes, so nothing inside them is read as a call.
import type { Node } from 'web-tree-sitter';
import type { ExampleArg, ExampleCall, ExampleImport, ParsedExample } from '../model/doc.js';
import { collectGoScopes } from './collect-go-scopes.js';
import { collectJavaScopes } from './collect-java-scopes.js';
import { collectPythonScopes } from './collect-python-scopes.js';
import { collectRustScopes } from './collect-rust-scopes.js';
import { calledMemberLine, readCallChain } from './read-call-chain.js';
import { readGoDeclarations } from './read-go-declarations.js';
import { readGoStructLiterals } from './read-go-struct-literals.js';

export type TreeExampleLanguage = 'python' | 'go' | 'rust' | 'java';

/** The nodes that are calls, per language (`new Client()` in Java, Go's call-like conversions). */
const CALL_NODES: Record<TreeExampleLanguage, string[]> = {
  python: ['call'],
  go: ['call_expression', 'type_conversion_expression'],
  rust: ['call_expression'],
  java: ['method_invocation', 'object_creation_expression'],
};
const COMMENTS = new Set(['comment', 'line_comment', 'block_comment']);

const CALL_TEXT = 200;
const ARG_TEXT = 60;

/** Nodes of the given types below `root`, in source order (nested ones too). */
function nodesOfType(root: Node, types: string[]): Node[] {
  const out: Node[] = [];
  const visit = (node: Node) => {
    if (types.includes(node.type)) out.push(node);
    for (const child of node.namedChildren) if (child) visit(child);
  };
  visit(root);
  return out;
}

/** Keys of a Python dict literal (`{"retries": 3}`); a `**base` inside hides the rest. */
function dictArgument(node: Node, arg: ExampleArg): ExampleArg {
  const keys: string[] = [];
  let openKeys = false;
  for (const entry of node.namedChildren) {
    if (!entry || entry.type === 'comment') continue;
    const key = entry.type === 'pair' ? entry.childForFieldName('key') : null;
    const name = key?.type === 'string' ? key.text.replace(/^[rbuf]*['"]{1,3}|['"]{1,3}$/gi, '') : undefined;
    if (name && /^[A-Za-z_]\w*$/.test(name)) keys.push(name);
    else openKeys = true;
  }
  return { ...arg, keys, openKeys };
}

/** Keys of a Go struct literal argument (`client.Options{Timeout: 3}`). */
function compositeArgument(node: Node, arg: ExampleArg): ExampleArg {
  const body = node.childForFieldName('body');
  const elements = body?.namedChildren.filter((child) => child.type !== 'comment') ?? [];
  const keys: string[] = [];
  let openKeys = elements.length === 0;
  for (const element of elements) {
    const key = element.type === 'keyed_element' ? element.namedChildren[0] : undefined;
    const name = key?.text;
    if (name && /^[A-Za-z_]\w*$/.test(name)) keys.push(name);
    else openKeys = true;
  }
  const literalType = node.childForFieldName('type')?.text.split('.').pop();
  return { ...arg, keys, openKeys, ...(literalType ? { literalType } : {}) };
}

function argumentOf(node: Node): ExampleArg | 'elided' | undefined {
  const base: ExampleArg = { text: node.text.slice(0, ARG_TEXT), rest: false, kwargs: false };
  if (COMMENTS.has(node.type)) return undefined;
  switch (node.type) {
    case 'ellipsis':
      return 'elided';
    case 'keyword_argument': {
      const value = node.childForFieldName('value');
      const keyword: ExampleArg = {
        ...base,
        keyword: node.childForFieldName('name')?.text,
        text: value?.text.slice(0, ARG_TEXT) ?? '',
      };
      // `retry={"attempts": 3}`: a dict for a TypedDict-typed keyword has keys to check too.
      return value?.type === 'dictionary' ? dictArgument(value, keyword) : keyword;
    }
    case 'composite_literal':
      return compositeArgument(node, base);
    case 'unary_expression': {
      // `&client.Options{...}`: the literal's keys, passed by pointer.
      const operand = node.childForFieldName('operand');
      return operand?.type === 'composite_literal' ? compositeArgument(operand, base) : base;
    }
    case 'list_splat':
    case 'variadic_argument':
      return { ...base, rest: true };
    case 'dictionary_splat':
      return { ...base, kwargs: true };
    case 'dictionary':
      return dictArgument(node, base);
    default:
      return base;
  }
}

/** `fmt.Println(x)` can also read as a conversion to type `fmt.Println`: in an example it is a call. */
function conversionCallee(node: Node): string[] | undefined {
  const type = node.childForFieldName('type');
  if (type?.type === 'type_identifier') return [type.text];
  const pkg = type?.type === 'qualified_type' ? type.childForFieldName('package') : null;
  const name = type?.childForFieldName('name');
  return pkg && name ? [pkg.text, name.text] : undefined;
}

/** `new Client(...)`, `new com.acme.Client<T>(...)`: the class it builds. */
function createdClass(node: Node): string[] | undefined {
  const name = node.childForFieldName('type')?.text.replace(/<.*$/s, '').split('.').pop();
  return name ? [name] : undefined;
}

function callOf(node: Node, language: TreeExampleLanguage): ExampleCall | undefined {
  const conversion = node.type === 'type_conversion_expression';
  const created = node.type === 'object_creation_expression';
  // Go, Rust and Java examples follow builder chains through return types; Python has pyright.
  const read = conversion || created ? undefined : readCallChain(node, language !== 'python');
  const chain = conversion ? conversionCallee(node) : created ? createdClass(node) : read?.chain;
  const list = node.childForFieldName(conversion ? 'operand' : 'arguments');
  if (!chain || !list) return undefined;
  const args: ExampleArg[] = [];
  let elided = false;
  // `f(x for x in y)`: a generator is one positional argument.
  const comments: string[] = [];
  for (const child of list.type === 'argument_list' || list.type === 'arguments'
    ? list.namedChildren
    : [list]) {
    if (child && COMMENTS.has(child.type)) comments.push(child.text);
    const arg = child ? argumentOf(child) : undefined;
    if (arg === 'elided') elided = true;
    else if (arg) args.push(arg);
  }
  // `client.Get(/* ... */)`: a comment stands for the arguments the example leaves out.
  if (comments.length > 0 && (args.length === 0 || /\.\.\.|…/.test(comments.join(' ')))) elided = true;
  // `sess.Set(key, value any)`: a signature written as a call does not parse; its "arguments" are parameters.
  if (node.hasError) elided = true;
  return {
    chain,
    args,
    line: conversion || created ? node.startPosition.row : calledMemberLine(node),
    text: node.text.slice(0, CALL_TEXT),
    elided,
    isNew: created,
    ...(read && read.calledAt.length > 0 ? { calledAt: read.calledAt } : {}),
  };
}

/** What a bound value calls (`Client::new`, `new Client`, `fc.NewClient`); builder chains bind nothing here. */
function calleeOf(value: Node | null | undefined): string[] | undefined {
  const call = value?.type === 'await' ? value.namedChildren[0] : value;
  if (call?.type === 'object_creation_expression') return createdClass(call);
  if (call?.type !== 'call' && call?.type !== 'call_expression' && call?.type !== 'method_invocation')
    return undefined;
  const read = readCallChain(call, false);
  return read?.chain;
}

function pythonImports(root: Node, out: ExampleImport[]): void {
  for (const node of nodesOfType(root, ['import_statement', 'import_from_statement'])) {
    if (!node) continue;
    const from =
      node.type === 'import_from_statement' ? node.childForFieldName('module_name')?.text : undefined;
    for (const name of node.childrenForFieldName('name')) {
      if (!name) continue;
      const dotted = name.type === 'aliased_import' ? name.childForFieldName('name') : name;
      const alias = name.type === 'aliased_import' ? name.childForFieldName('alias')?.text : undefined;
      if (!dotted) continue;
      const line = name.startPosition.row;
      if (from !== undefined) out.push({ source: from, name: dotted.text, kind: 'named', line });
      else
        out.push({
          source: dotted.text,
          name: alias ?? dotted.text.split('.')[0] ?? '',
          kind: 'namespace',
          line,
        });
    }
  }
}

/** The package an import path names by default: `cli` for `github.com/urfave/cli/v3` and `gopkg.in/urfave/cli.v1`. */
function goPackageName(path: string): string {
  const segments = path.split('/');
  let last = segments.pop() ?? path;
  if (/^v\d+$/.test(last) && segments.length > 1) last = segments.pop() ?? last;
  return last.replace(/\.v\d+$/, '');
}

function goImports(root: Node, out: ExampleImport[]): void {
  for (const spec of nodesOfType(root, ['import_spec'])) {
    const path = spec?.childForFieldName('path')?.text.replace(/^["`]|["`]$/g, '');
    if (!spec || !path) continue;
    const name = spec.childForFieldName('name')?.text ?? goPackageName(path);
    if (name !== '_' && name !== '.')
      out.push({ source: path, name, kind: 'namespace', line: spec.startPosition.row });
  }
}

const SCOPES = {
  python: collectPythonScopes,
  go: collectGoScopes,
  rust: collectRustScopes,
  java: collectJavaScopes,
};
const BINDERS: Record<TreeExampleLanguage, string[]> = {
  python: ['assignment', 'as_pattern'],
  go: ['short_var_declaration', 'assignment_statement', 'var_spec'],
  rust: ['let_declaration'],
  java: ['variable_declarator'],
};

/** The bound name and value of a binding node. */
function bindingParts(node: Node): [Node | null | undefined, Node | null | undefined] {
  switch (node.type) {
    case 'as_pattern':
      return [node.childForFieldName('alias')?.namedChildren[0], node.namedChildren[0]];
    case 'var_spec':
      return [node.childForFieldName('name'), node.childForFieldName('value')?.namedChildren[0]];
    case 'let_declaration':
      return [node.childForFieldName('pattern'), node.childForFieldName('value')];
    case 'variable_declarator':
      return [node.childForFieldName('name'), node.childForFieldName('value')];
    default:
      return [node.childForFieldName('left'), node.childForFieldName('right')];
  }
}

/** What a Python, Go, Rust or Java example imports, calls and binds. */
export function readTreeSitterExample(root: Node, language: TreeExampleLanguage): ParsedExample {
  const example: ParsedExample = { imports: [], calls: [], bindings: [], assigned: [] };
  if (language === 'python') pythonImports(root, example.imports);
  else if (language === 'go') {
    goImports(root, example.imports);
    example.structLiterals = readGoStructLiterals(root);
    example.declarations = readGoDeclarations(root);
  }
  const bindingAt = SCOPES[language](root);
  for (const node of nodesOfType(root, CALL_NODES[language])) {
    const call = node ? callOf(node, language) : undefined;
    const head = call?.chain[0] && !call.isNew ? bindingAt(node.startIndex, call.chain[0]) : undefined;
    if (call) example.calls.push(head ? { ...call, head } : call);
  }
  for (const node of nodesOfType(root, BINDERS[language])) {
    if (!node) continue;
    // `client = Client()`, `with Session() as s`, `c, err := fc.NewClient()`, `let c = Client::new()`.
    const [target, value] = bindingParts(node);
    const name = target?.type === 'identifier' ? target.text : target?.namedChildren[0]?.text;
    const bound = value?.type === 'expression_list' ? value.namedChildren[0] : value;
    const callee = calleeOf(bound);
    if (!name || !/^[A-Za-z_]\w*$/.test(name)) continue;
    if (callee) example.bindings.push({ name, callee });
    else if (language !== 'python' && bound && CALL_NODES[language].includes(bound.type)) {
      const chain = readCallChain(bound, true);
      if (chain) example.bindings.push({ name, callee: chain.chain, chain: bound.text.slice(0, CALL_TEXT) });
    }
  }
  return example;
}
