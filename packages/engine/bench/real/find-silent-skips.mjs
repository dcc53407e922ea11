import { lstatSync } from 'node:fs';
import path from 'node:path';

/**
 * Doc files of a format the engine reads that the report neither lists as read nor as skipped: not
 * in `docsRead`, not in `skipped`, and not in a `skippedGroups` entry (pages counted per reason under
 * a folder the walk does not enter, or a single ignored page; reports older than that field have
 * none). A symlink (`README.rst -> doc/source/index.rst`) is read under its target's path, so it is
 * not one.
 */
export function findSilentSkips(report, docs, dir) {
  const seen = new Set([...report.docsRead.map((d) => d.path), ...report.skipped.map((s) => s.path)]);
  const grouped = (report.skippedGroups ?? []).flatMap((g) => g.paths.map((p) => p.replace(/\/$/, '')));
  const inGroup = (d) => grouped.some((p) => d === p || d.startsWith(`${p}/`));
  return docs.filter((d) => !seen.has(d) && !inGroup(d) && !lstatSync(path.join(dir, d)).isSymbolicLink());
}
