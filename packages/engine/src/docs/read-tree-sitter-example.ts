// Imports, calls and bindings of Python and Go examples from their tree-sitter syntax trees.
// Comments and strings are their own nodes, so nothing inside them is read as a call.
import type { Node } from 'web-tree-sitter';
import type { ExampleArg, ExampleCall, ExampleImport, ParsedExample } from '../model/doc.js';
import { collectGoScopes } from './collect-go-scopes.js';
import { collectPythonScopes } from './collect-python-scopes.js';

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

/** `a.b.c` of a callee made of names only (`attribute` in Python, `selector_expression` in Go). */
function chainOf(node: Node | null): string[] | undefined {
  if (!node) return undefined;
  if (node.type === 'identifier' || node.type === 'field_identifier' || node.type === 'package_identifier')
    return [node.text];
  const [object, member] =
    node.type === 'attribute'
      ? [node.childForFieldName('object'), node.childForFieldName('attribute')]
      : node.type === 'selector_expression'
        ? [node.childForFieldName('operand'), node.childForFieldName('field')]
        : [null, null];
  const head = chainOf(object);
  return head && member ? [...head, member.text] : undefined;
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
  return { ...arg, keys, openKeys };
}

function argumentOf(node: Node): ExampleArg | 'elided' | undefined {
  const base: ExampleArg = { text: node.text.slice(0, ARG_TEXT), rest: false, kwargs: false };
  switch (node.type) {
    case 'comment':
      return undefined;
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

function callOf(node: Node): ExampleCall | undefined {
  const conversion = node.type === 'type_conversion_expression';
  const chain = conversion ? conversionCallee(node) : chainOf(node.childForFieldName('function'));
  const list = node.childForFieldName(conversion ? 'operand' : 'arguments');
  if (!chain || !list) return undefined;
  const args: ExampleArg[] = [];
  let elided = false;
  // `f(x for x in y)`: a generator is one positional argument.
  const comments: string[] = [];
  for (const child of list.type === 'argument_list' ? list.namedChildren : [list]) {
    if (child?.type === 'comment') comments.push(child.text);
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
    line: node.startPosition.row,
    text: node.text.slice(0, CALL_TEXT),
    elided,
    isNew: false,
  };
}

function calleeOf(value: Node | null | undefined): string[] | undefined {
  const call = value?.type === 'await' ? value.namedChildren[0] : value;
  if (call?.type !== 'call' && call?.type !== 'call_expression') return undefined;
  return chainOf(call.childForFieldName('function'));
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

/** What a Python or Go example imports, calls and binds. */
export function readTreeSitterExample(root: Node, language: 'python' | 'go'): ParsedExample {
  const example: ParsedExample = { imports: [], calls: [], bindings: [], assigned: [] };
  if (language === 'python') pythonImports(root, example.imports);
  else goImports(root, example.imports);
  const bindingAt = language === 'python' ? collectPythonScopes(root) : collectGoScopes(root);
  for (const node of nodesOfType(
    root,
    language === 'python' ? ['call'] : ['call_expression', 'type_conversion_expression'],
  )) {
    const call = node ? callOf(node) : undefined;
    const head = call?.chain[0] ? bindingAt(node.startIndex, call.chain[0]) : undefined;
    if (call) example.calls.push(head ? { ...call, head } : call);
  }
  const binders =
    language === 'python'
      ? ['assignment', 'as_pattern']
      : ['short_var_declaration', 'assignment_statement', 'var_spec'];
  for (const node of nodesOfType(root, binders)) {
    if (!node) continue;
    // `client = Client()`, `with Session() as s`, `c, err := fc.NewClient()`, `var c = fc.New()`.
    const [target, value] =
      node.type === 'as_pattern'
        ? [node.childForFieldName('alias')?.namedChildren[0], node.namedChildren[0]]
        : node.type === 'var_spec'
          ? [node.childForFieldName('name'), node.childForFieldName('value')?.namedChildren[0]]
          : [node.childForFieldName('left'), node.childForFieldName('right')];
    const name = target?.type === 'identifier' ? target.text : target?.namedChildren[0]?.text;
    const callee = calleeOf(value?.type === 'expression_list' ? value.namedChildren[0] : value);
    if (name && callee && /^[A-Za-z_]\w*$/.test(name)) example.bindings.push({ name, callee });
  }
  return example;
}
