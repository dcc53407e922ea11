import type { Node } from 'web-tree-sitter';

/**
 * Call nodes grouped by the source text of their callee (`os.getenv`, `bp.route`). Reading the callee
 * once per call and dispatching on strings keeps the per-call cost to one tree access.
 */
export function groupCalls(calls: Node[]): Map<string, Node[]> {
  const byCallee = new Map<string, Node[]>();
  for (const call of calls) {
    const callee = call.childForFieldName('function')?.text;
    if (callee === undefined) continue;
    const list = byCallee.get(callee);
    if (list) list.push(call);
    else byCallee.set(callee, [call]);
  }
  return byCallee;
}

/** Calls whose callee matches, in document order. */
export function callsMatching(byCallee: Map<string, Node[]>, test: (callee: string) => boolean): Node[] {
  const found: Node[] = [];
  for (const [callee, calls] of byCallee) if (test(callee)) found.push(...calls);
  return found.sort((a, b) => a.startIndex - b.startIndex);
}
