// Imports, calls and bindings of Python, Go, Rust, Java, Kotlin, C#, Ruby and PHP examples from
// their tree-sitter syntax trees. Comments and strings are their own nodes, so nothing inside them
// is read as a call.
import type { Node } from 'web-tree-sitter';
import type { ExampleArg, ExampleCall, ExampleImport, ParsedExample } from '../model/doc.js';
import { collectGoScopes } from './collect-go-scopes.js';
import { collectJavaScopes } from './collect-java-scopes.js';
import { collectPythonScopes } from './collect-python-scopes.js';
import { collectRustScopes } from './collect-rust-scopes.js';
import { collectTypedScopes } from './collect-typed-scopes.js';
import { CALLS, calledMemberLine, readCallChain } from './read-call-chain.js';
import { argumentOf } from './read-example-argument.js';
import { readExampleImplementations } from './read-example-implementations.js';
import { readGoDeclarations } from './read-go-declarations.js';
import { readGoStructLiterals } from './read-go-struct-literals.js';
import { phpClassNamespace, readPhpUses } from './read-php-class-namespace.js';
import type { TreeExampleLanguage } from './tree-example-language.js';

/** The nodes that are calls, per language (`new Client()` in Java, Go's call-like conversions). */
const CALL_NODES: Record<TreeExampleLanguage, string[]> = {
  python: ['call'],
  go: ['call_expression', 'type_conversion_expression'],
  rust: ['call_expression'],
  java: ['method_invocation', 'object_creation_expression'],
  kotlin: ['call_expression'],
  csharp: ['invocation_expression', 'object_creation_expression'],
  ruby: ['call'],
  php: [
    'function_call_expression',
    'member_call_expression',
    'scoped_call_expression',
    'object_creation_expression',
  ],
};
const COMMENTS = new Set(['comment', 'line_comment', 'block_comment']);
/** Argument list nodes whose children are the arguments. */
const ARGUMENT_LISTS = new Set(['argument_list', 'arguments', 'value_arguments']);

const CALL_TEXT = 200;

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

/** `fmt.Println(x)` can also read as a conversion to type `fmt.Println`: in an example it is a call. */
function conversionCallee(node: Node): string[] | undefined {
  const type = node.childForFieldName('type');
  if (type?.type === 'type_identifier') return [type.text];
  const pkg = type?.type === 'qualified_type' ? type.childForFieldName('package') : null;
  const name = type?.childForFieldName('name');
  return pkg && name ? [pkg.text, name.text] : undefined;
}

/**
 * `new Client(...)`, `new com.acme.Client<T>(...)`: the class it builds. Outside Java the namespace
 * stays in the chain (`new \GuzzleHttp\Client()` is [GuzzleHttp, Client]), so a class of another
 * library is not taken for the project's class of the same name.
 */
function createdClass(node: Node, language: TreeExampleLanguage): string[] | undefined {
  const type =
    node.childForFieldName('type') ??
    node.namedChildren.find((c) => c.type === 'name' || c.type === 'qualified_name');
  const segments = type?.text
    .replace(/<.*$/s, '')
    .split(/\.|\\|::/)
    .filter(Boolean);
  if (!segments || segments.length === 0) return undefined;
  return language === 'java' ? segments.slice(-1) : segments;
}

/**
 * A constructor call written without `new`: Kotlin `Client(port = 80)` (a capitalised name) and
 * Ruby `Acme::Client.new(...)`: the class it builds, or undefined.
 */
function constructedClass(node: Node, language: TreeExampleLanguage): string[] | undefined {
  if (language === 'kotlin') {
    const callee = node.namedChildren[0];
    return callee?.type === 'identifier' && /^[A-Z]/.test(callee.text) ? [callee.text] : undefined;
  }
  if (language !== 'ruby' || node.childForFieldName('method')?.text !== 'new') return undefined;
  const receiver = node.childForFieldName('receiver');
  if (receiver?.type === 'constant') return [receiver.text];
  return receiver?.type === 'scope_resolution' && /^[\w:]+$/.test(receiver.text)
    ? receiver.text.split('::').filter(Boolean)
    : undefined;
}

/** The node holding a call's arguments; Kotlin's and PHP's `new` have no field name for it. */
function argumentListOf(node: Node, conversion: boolean): Node | null | undefined {
  return (
    node.childForFieldName(conversion ? 'operand' : 'arguments') ??
    node.namedChildren.find((c) => ARGUMENT_LISTS.has(c.type))
  );
}

/**
 * The trailing lambda of a Kotlin call: the grammar wraps `f(x) { ... }` in an outer call whose
 * callee is `f(x)`, so the lambda belongs to the inner call.
 */
function trailingLambda(node: Node): Node | undefined {
  if (node.type !== 'call_expression') return undefined;
  const own = node.namedChildren.find((c) => c.type === 'annotated_lambda');
  if (own && node.namedChildren.some((c) => c.type === 'value_arguments')) return own;
  const parent = node.parent;
  if (
    parent?.type === 'call_expression' &&
    parent.namedChildren[0]?.id === node.id &&
    isLambdaOnlyCall(parent)
  )
    return parent.namedChildren.find((c) => c.type === 'annotated_lambda');
  return own;
}

/** `f(x) { ... }` read as a call of `f(x)` with only a lambda: the lambda is `f`'s argument. */
function isLambdaOnlyCall(node: Node): boolean {
  return (
    node.type === 'call_expression' &&
    node.namedChildren[0]?.type === 'call_expression' &&
    !node.namedChildren.some((c) => c.type === 'value_arguments')
  );
}

/** The arguments of a call (a Kotlin trailing lambda is one more), and whether the example elides some. */
function readArguments(node: Node, list: Node | null | undefined): { args: ExampleArg[]; elided: boolean } {
  const args: ExampleArg[] = [];
  let elided = false;
  // `f(x for x in y)`: a generator is one positional argument.
  const comments: string[] = [];
  const children = !list ? [] : ARGUMENT_LISTS.has(list.type) ? list.namedChildren : [list];
  for (const child of children) {
    if (child && COMMENTS.has(child.type)) comments.push(child.text);
    const arg = child ? argumentOf(child) : undefined;
    if (arg === 'elided') elided = true;
    else if (arg) args.push(arg);
  }
  // Kotlin `app.get("/") { ctx -> ... }`: the lambda after the parentheses is the last argument.
  const lambda = trailingLambda(node);
  if (lambda) args.push({ text: lambda.text.slice(0, 60), rest: false, kwargs: false });
  // `client.Get(/* ... */)`: a comment stands for the arguments the example leaves out.
  if (comments.length > 0 && (args.length === 0 || /\.\.\.|…/.test(comments.join(' ')))) elided = true;
  return { args, elided };
}

function callOf(node: Node, language: TreeExampleLanguage): ExampleCall | undefined {
  if (language === 'kotlin' && isLambdaOnlyCall(node)) return undefined;
  const conversion = node.type === 'type_conversion_expression';
  const constructed = constructedClass(node, language);
  const created = node.type === 'object_creation_expression' || constructed !== undefined;
  // Every language but Python follows builder chains through return types; Python has pyright.
  const read = conversion || created ? undefined : readCallChain(node, language !== 'python');
  const chain = conversion
    ? conversionCallee(node)
    : created
      ? (constructed ?? createdClass(node, language))
      : read?.chain;
  const list = argumentListOf(node, conversion);
  // A Ruby call without parentheses or arguments (`client.charges`) reads a member; Kotlin
  // `run { ... }` passes only a lambda.
  if (!chain || (!list && !(language === 'ruby' || language === 'kotlin'))) return undefined;
  const { args, elided } = readArguments(node, list);
  return {
    chain,
    args,
    line: conversion || created ? node.startPosition.row : calledMemberLine(node),
    text: node.text.slice(0, CALL_TEXT),
    // `sess.Set(key, value any)`: a signature written as a call does not parse; its "arguments" are parameters.
    elided: elided || node.hasError,
    isNew: created,
    ...(read && read.calledAt.length > 0 ? { calledAt: read.calledAt } : {}),
  };
}

/** What a bound value calls (`Client::new`, `new Client`, `fc.NewClient`); builder chains bind nothing here. */
function calleeOf(value: Node | null | undefined, language: TreeExampleLanguage): string[] | undefined {
  const call = value?.type === 'await' || value?.type === 'await_expression' ? value.namedChildren[0] : value;
  if (call?.type === 'object_creation_expression') return createdClass(call, language);
  if (!call || !CALLS.has(call.type)) return undefined;
  const constructed = constructedClass(call, language);
  if (constructed) return constructed;
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

const SCOPES: Record<TreeExampleLanguage, (root: Node) => ReturnType<typeof collectJavaScopes>> = {
  python: collectPythonScopes,
  go: collectGoScopes,
  rust: collectRustScopes,
  java: collectJavaScopes,
  kotlin: (root) => collectTypedScopes(root, 'kotlin'),
  csharp: (root) => collectTypedScopes(root, 'csharp'),
  ruby: (root) => collectTypedScopes(root, 'ruby'),
  php: (root) => collectTypedScopes(root, 'php'),
};
const BINDERS: Record<TreeExampleLanguage, string[]> = {
  python: ['assignment', 'as_pattern'],
  go: ['short_var_declaration', 'assignment_statement', 'var_spec'],
  rust: ['let_declaration'],
  java: ['variable_declarator'],
  kotlin: ['property_declaration'],
  csharp: ['variable_declarator'],
  ruby: ['assignment'],
  php: ['assignment_expression'],
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
      // C# gives the value no field name: it is the child after the name.
      return [node.childForFieldName('name'), node.childForFieldName('value') ?? node.namedChildren[1]];
    case 'property_declaration':
      return [
        node.namedChildren.find((c) => c.type === 'variable_declaration'),
        node.namedChildren.find((c) => CALLS.has(c.type)),
      ];
    default:
      return [node.childForFieldName('left'), node.childForFieldName('right')];
  }
}

/** What an example imports, calls and binds. */
export function readTreeSitterExample(root: Node, language: TreeExampleLanguage): ParsedExample {
  const example: ParsedExample = { imports: [], calls: [], bindings: [], assigned: [] };
  if (language === 'python') pythonImports(root, example.imports);
  else if (language === 'go') {
    goImports(root, example.imports);
    example.structLiterals = readGoStructLiterals(root);
    example.declarations = readGoDeclarations(root);
  }
  const implementations = readExampleImplementations(root, language);
  if (implementations) example.implementations = implementations;
  const bindingAt = SCOPES[language](root);
  const uses = language === 'php' ? readPhpUses(root) : new Map<string, string>();
  for (const node of nodesOfType(root, CALL_NODES[language])) {
    const call = node ? callOf(node, language) : undefined;
    if (!call) continue;
    const head = call.chain[0] && !call.isNew ? bindingAt(node.startIndex, call.chain[0]) : undefined;
    const namespace = language === 'php' ? phpClassNamespace(call, uses) : undefined;
    example.calls.push({ ...call, ...(head ? { head } : {}), ...(namespace ? { namespace } : {}) });
  }
  for (const node of nodesOfType(root, BINDERS[language])) {
    if (!node) continue;
    // `client = Client()`, `with Session() as s`, `c, err := fc.NewClient()`, `let c = Client::new()`.
    const [target, value] = bindingParts(node);
    const name = target?.type === 'identifier' ? target.text : target?.namedChildren[0]?.text;
    const bound = value?.type === 'expression_list' ? value.namedChildren[0] : value;
    const callee = calleeOf(bound, language);
    if (!name || !/^[A-Za-z_]\w*$/.test(name)) continue;
    if (callee) example.bindings.push({ name, callee });
    else if (language !== 'python' && bound && CALL_NODES[language].includes(bound.type)) {
      const chain = readCallChain(bound, true);
      if (chain) example.bindings.push({ name, callee: chain.chain, chain: bound.text.slice(0, CALL_TEXT) });
    }
  }
  return example;
}
