/** A doc source's sync or check as live events tell it: pages synced so far of those known so far, then the check. */
export interface DocSourceProgress {
  phase: 'syncing' | 'scanning';
  done: number;
  total: number;
}

/**
 * Where the live stream keeps a source's progress in the query cache; never fetched, only set by
 * the stream, so it has its own root that no invalidation refetches.
 */
export const docSourceProgressRoot = ['doc-source-progress'] as const;

export function docSourceProgressKey(docSourceId: string) {
  return [...docSourceProgressRoot, docSourceId] as const;
}
