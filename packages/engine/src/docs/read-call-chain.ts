// The callee chain of a call in a tree-sitter example: `client.charges.create` in Python and Go,
// `Client::new` and `c.r().send` in Rust, `Client.builder().build` in Java. Comments and strings
// are their own nodes, so nothing inside them is read.
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
]);
/** Rust path roots that name the crate or module itself, not an object: `crate::Client::new`. */
const RUST_PATH_ROOTS = new Set(['crate', 'self', 'super']);

/** The node naming what a call calls: its function, or for Java its object and method name. */
function calleeChain(call: Node, builders: boolean): CallChain | undefined {
  if (call.type === 'method_invocation') {
    const name = call.childForFieldName('name');
    const object = call.childForFieldName('object');
    if (!name) return undefined;
    if (!object) return { chain: [name.text], calledAt: [] };
    const head = chainOf(object, builders);
    return head ? { chain: [...head.chain, name.text], calledAt: head.calledAt } : undefined;
  }
  return chainOf(call.childForFieldName('function'), builders);
}

/** `a.b.c` of an expression made of names, and with `builders` of calls between them (`a.b().c`). */
function chainOf(node: Node | null, builders: boolean): CallChain | undefined {
  if (!node) return undefined;
  if (NAMES.has(node.type)) return { chain: [node.text], calledAt: [] };
  if (node.type === 'call' || node.type === 'call_expression' || node.type === 'method_invocation') {
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
  const [object, member] =
    node.type === 'attribute'
      ? [node.childForFieldName('object'), node.childForFieldName('attribute')]
      : node.type === 'selector_expression'
        ? [node.childForFieldName('operand'), node.childForFieldName('field')]
        : node.type === 'field_expression'
          ? [node.childForFieldName('value'), node.childForFieldName('field')]
          : node.type === 'scoped_identifier' || node.type === 'field_access'
            ? [
                node.childForFieldName(node.type === 'field_access' ? 'object' : 'path'),
                node.childForFieldName(node.type === 'field_access' ? 'field' : 'name'),
              ]
            : [null, null];
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
