import { lstatSync } from 'node:fs';
import path from 'node:path';

/**
 * Doc files of a format the engine reads that the report neither lists as read nor as skipped. A
 * symlink (`README.rst -> doc/source/index.rst`) is read under its target's path, so it is not one.
 */
export function findSilentSkips(report, docs, dir) {
  const seen = new Set([...report.docsRead.map((d) => d.path), ...report.skipped.map((s) => s.path)]);
  return docs.filter((d) => !seen.has(d) && !lstatSync(path.join(dir, d)).isSymbolicLink());
}
