// The callee chain of a call in a tree-sitter example: `client.charges.create` in Python and Go,
// `Client::new` and `c.r().send` in Rust, `Client.builder().build` in Java and Kotlin,
// `client.Orders.List` in C#, `client.charges.create` in Ruby, `$client->charges->create` and
// `Client::make` in PHP. Comments and strings are their own nodes, so nothing inside them is read.
import type { Node } from 'web-tree-sitter';

export interface CallChain {
  chain: string[];
  /** Indexes of segments that are calls themselves (builder chains). */
  calledAt: number[];
}

const NAMES = new Set([
  'identifier',
  'field_identifier',
  'package_identifier',
  'type_identifier',
  'property_identifier',
  // Ruby constants (`Client`) and PHP names.
  'constant',
  'name',
]);
/** Call nodes in every language read here: a chain passes through them (`a.b().c`), a bound value can be one. */
export const CALLS = new Set([
  'call',
  'call_expression',
  'method_invocation',
  'invocation_expression',
  'member_call_expression',
  'scoped_call_expression',
  'function_call_expression',
]);
/** A call's receiver and member name by field: Java, Ruby, PHP members and PHP statics. */
const RECEIVER_FIELDS: Record<string, [string, string]> = {
  method_invocation: ['object', 'name'],
  member_call_expression: ['object', 'name'],
  scoped_call_expression: ['scope', 'name'],
};
/** Rust path roots that name the crate or module itself, not an object: `crate::Client::new`. */
const RUST_PATH_ROOTS = new Set(['crate', 'self', 'super']);

/** The node naming what a call calls: its function, or its receiver and method name. */
function calleeChain(call: Node, builders: boolean): CallChain | undefined {
  // Ruby's call has a receiver and a method; Python's has a function.
  const fields = call.childForFieldName('method') ? ['receiver', 'method'] : RECEIVER_FIELDS[call.type];
  if (fields) {
    const name = call.childForFieldName(fields[1] ?? '');
    const object = call.childForFieldName(fields[0] ?? '');
    if (!name) return undefined;
    if (!object) return { chain: [name.text], calledAt: [] };
    const head = chainOf(object, builders);
    return head ? { chain: [...head.chain, name.text], calledAt: head.calledAt } : undefined;
  }
  // A Kotlin call's callee has no field name: it is the first child.
  return chainOf(call.childForFieldName('function') ?? call.namedChildren[0] ?? null, builders);
}

/** A Ruby call without arguments or block (`client.charges`) reads an attribute. */
function isRubyAttribute(node: Node): boolean {
  return (
    node.type === 'call' &&
    node.childForFieldName('method') !== null &&
    !node.childForFieldName('arguments') &&
    !node.childForFieldName('block')
  );
}

/** Object and member of a member access: `a.b` in every language read here. */
function memberParts(node: Node): [Node | null, Node | null] {
  switch (node.type) {
    case 'attribute':
      return [node.childForFieldName('object'), node.childForFieldName('attribute')];
    case 'selector_expression':
      return [node.childForFieldName('operand'), node.childForFieldName('field')];
    case 'field_expression':
      return [node.childForFieldName('value'), node.childForFieldName('field')];
    case 'scoped_identifier':
      return [node.childForFieldName('path'), node.childForFieldName('name')];
    case 'field_access':
      return [node.childForFieldName('object'), node.childForFieldName('field')];
    case 'member_access_expression':
      // C# names the object `expression`, PHP `object`.
      return [
        node.childForFieldName('expression') ?? node.childForFieldName('object'),
        node.childForFieldName('name'),
      ];
    case 'navigation_expression':
      return [node.namedChildren[0] ?? null, node.namedChildren.at(-1) ?? null];
    default:
      return [null, null];
  }
}

/** `a.b.c` of an expression made of names, and with `builders` of calls between them (`a.b().c`). */
function chainOf(node: Node | null, builders: boolean): CallChain | undefined {
  if (!node) return undefined;
  if (NAMES.has(node.type)) return { chain: [node.text], calledAt: [] };
  // PHP `$client` is the variable `client`; `\Acme\Client` and Ruby `Acme::Client` name the class.
  if (node.type === 'variable_name') {
    const name = node.namedChildren[0];
    return name ? { chain: [name.text], calledAt: [] } : undefined;
  }
  if (node.type === 'qualified_name' || node.type === 'scope_resolution') {
    const name = node.childForFieldName('name') ?? node.namedChildren.at(-1);
    return name ? { chain: [name.text], calledAt: [] } : undefined;
  }
  if (isRubyAttribute(node)) return calleeChain(node, builders);
  if (CALLS.has(node.type)) {
    if (!builders) return undefined;
    const inner = calleeChain(node, builders);
    return inner ? { chain: inner.chain, calledAt: [...inner.calledAt, inner.chain.length - 1] } : undefined;
  }
  if (node.type === 'generic_function') return chainOf(node.childForFieldName('function'), builders);
  // `new Retrofit.Builder().baseUrl(u)`: a Java builder chain starts at the class it creates.
  if (node.type === 'object_creation_expression') {
    const created = node.childForFieldName('type')?.text.replace(/<.*$/s, '').split('.').pop();
    // An anonymous subclass (`new Builder() { ... }`) may declare any method.
    const subclassed = node.namedChildren.some((child) => child?.type === 'class_body');
    return builders && created && !subclassed ? { chain: [created], calledAt: [0] } : undefined;
  }
  const [object, member] = memberParts(node);
  if (!member || !NAMES.has(member.type)) return undefined;
  // `Client::new` has a path; `::new` (the crate root) has none.
  if (!object) return node.type === 'scoped_identifier' ? { chain: [member.text], calledAt: [] } : undefined;
  const head = chainOf(object, builders);
  if (!head) return undefined;
  if (
    node.type === 'scoped_identifier' &&
    head.chain.length === 1 &&
    RUST_PATH_ROOTS.has(head.chain[0] ?? '')
  )
    return { chain: [member.text], calledAt: [] };
  return { chain: [...head.chain, member.text], calledAt: head.calledAt };
}

/**
 * The chain a call calls. Builder chains (`client.R().SetFileReader()`) are read only when
 * `builders` is set: the languages whose receivers the rules follow through return types.
 */
export function readCallChain(call: Node, builders: boolean): CallChain | undefined {
  return calleeChain(call, builders);
}

/**
 * The line of the member a call calls (`.addCallAdapterFactory(f)` on its own line of a builder
 * chain), where a reader looks for it; the call's first line when it calls a plain name.
 */
export function calledMemberLine(call: Node): number {
  const callee = call.type === 'method_invocation' ? call : call.childForFieldName('function');
  const member =
    callee?.childForFieldName('name') ??
    callee?.childForFieldName('field') ??
    callee?.childForFieldName('attribute');
  return (member ?? call).startPosition.row;
}
