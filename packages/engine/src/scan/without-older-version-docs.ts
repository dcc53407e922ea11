import type { ProjectIndex } from '../index/project-index.js';
import type { SkippedFile } from '../model/finding.js';

/** The index as every check but the link rule sees it: without the pages of an older release. */
export function withoutOlderVersionDocs(index: ProjectIndex, older: SkippedFile[]): ProjectIndex {
  if (older.length === 0) return index;
  const paths = new Set(older.map((o) => o.path));
  return { ...index, docs: index.docs.filter((d) => !paths.has(d.path)) };
}
