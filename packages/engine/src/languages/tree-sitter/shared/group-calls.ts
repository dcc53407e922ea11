import type { Node } from 'web-tree-sitter';

/**
 * Callee nodes (captured straight from the query, `(call function: (_) @callee)`) grouped by their
 * source text (`os.getenv`, `bp.route`). Dispatching on strings keeps the per-call cost to one text
 * read; the call node itself (the callee's parent) is fetched only for callees of interest.
 */
export type CalleeIndex = Map<string, Node[]>;

export function groupCallees(callees: Node[]): CalleeIndex {
  const byCallee: CalleeIndex = new Map();
  for (const callee of callees) {
    const text = callee.text;
    const list = byCallee.get(text);
    if (list) list.push(callee);
    else byCallee.set(text, [callee]);
  }
  return byCallee;
}

/** Calls whose callee text is exactly `name`. */
export function callsNamed(byCallee: CalleeIndex, name: string): Node[] {
  return (byCallee.get(name) ?? []).flatMap((callee) => callee.parent ?? []);
}

/** Calls whose callee text passes `test`, in document order. */
export function callsMatching(byCallee: CalleeIndex, test: (callee: string) => boolean): Node[] {
  const found: Node[] = [];
  for (const [callee, nodes] of byCallee) {
    if (test(callee)) for (const node of nodes) if (node.parent) found.push(node.parent);
  }
  return found.sort((a, b) => a.startIndex - b.startIndex);
}
