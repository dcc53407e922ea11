import type { RemovedSymbol } from '../index/project-index.js';

/** History's removed parameters and option keys, apart from its removed declarations: [options, symbols]. */
export function splitRemovedOptions(
  removed: Map<string, RemovedSymbol>,
): [Map<string, RemovedSymbol>, Map<string, RemovedSymbol>] {
  const options = new Map<string, RemovedSymbol>();
  const symbols = new Map<string, RemovedSymbol>();
  for (const [name, entry] of removed) (entry.option ? options : symbols).set(name, entry);
  return [options, symbols];
}
