import { listedSkippedFilesLimit } from '@driftwatch/contract';
import type { SkippedFile } from '@driftwatch/engine';

/**
 * The files a scan left unread, as kept with it: the first ones by path (a tree generated to break
 * parsers can hold thousands, and every repository card carries its latest scan) and the full count.
 */
export function listSkippedFiles(skipped: readonly SkippedFile[]): {
  skippedFiles: SkippedFile[];
  skippedFileCount: number;
} {
  const byPath = [...skipped].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    skippedFiles: byPath.slice(0, listedSkippedFilesLimit).map(({ path, reason }) => ({ path, reason })),
    skippedFileCount: skipped.length,
  };
}
