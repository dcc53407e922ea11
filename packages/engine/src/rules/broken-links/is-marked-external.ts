import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { readDocLines } from '../shared/read-doc-lines.js';

/**
 * `[site](my-site){.external}`: MyST's inline attributes give the link the `external` class, which
 * makes the target a URL as written, not a file of the repository.
 */
export function isMarkedExternal(index: ProjectIndex, doc: DocFile, url: string, line: number): boolean {
  if (doc.sourceUrl) return false;
  const text = readDocLines(index, doc.path)[line - 1] ?? '';
  const written = `](${url})`;
  for (let at = text.indexOf(written); at >= 0; at = text.indexOf(written, at + 1))
    if (/^\{[^}]*\.external\b[^}]*\}/.test(text.slice(at + written.length))) return true;
  return false;
}
