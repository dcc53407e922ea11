import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProjectIndex, RemovedSymbol } from '../index/project-index.js';
import { hashText } from '../util/hash-text.js';

/** Bump when the history pass changes what it finds, so an older engine's answer is not reused. */
const VERSION = 'dw-history-5';

interface CacheContent {
  key: string;
  removed: [string, RemovedSymbol][];
}

/**
 * What the history pass reads: the commits up to HEAD, the names docs use that the code lacks, and
 * the names the code declares (a rename is only suggested to a name that exists). The same three
 * give the same answer, so an unchanged checkout does not walk `git log -p` again.
 */
export function historyKey(head: string, candidates: Set<string>, index: ProjectIndex): string {
  return hashText(
    JSON.stringify([VERSION, head, [...candidates].sort(), [...index.symbolsByName.keys()].sort()]),
  );
}

function cacheFile(dir: string): string {
  return path.join(dir, 'history.json');
}

/** The removed symbols a scan with the same key found, or undefined. */
export function loadRemovedSymbols(
  dir: string | undefined,
  key: string,
): Map<string, RemovedSymbol> | undefined {
  if (!dir) return undefined;
  try {
    const content = JSON.parse(readFileSync(cacheFile(dir), 'utf8')) as CacheContent;
    return content.key === key ? new Map(content.removed) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps this scan's answer (only the latest: the next scan of the same checkout asks for it). */
export function saveRemovedSymbols(
  dir: string | undefined,
  key: string,
  removed: Map<string, RemovedSymbol>,
): void {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = cacheFile(dir);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify({ key, removed: [...removed] } satisfies CacheContent));
  renameSync(temp, file);
}
