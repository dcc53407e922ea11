import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SkippedFile } from '../model/finding.js';

/** `source_suffix = {'.rst': ..., '.txt': ...}`, `['.rst', '.txt']` or `'.txt'` in a Sphinx `conf.py`. */
const SOURCE_SUFFIX = /^\s*source_suffix\s*=\s*(\{[^}]*\}|\[[^\]]*\]|['"][^'"\n]*['"])/m;

/**
 * A Sphinx project whose `conf.py` lists `.txt` among its source suffixes (Django's docs) writes
 * its pages in `.txt` files: those under that folder are read as reStructuredText pages rather
 * than skipped as plain text.
 */
export function promoteSphinxTextSources(
  root: string,
  out: { all: Set<string>; docs: string[]; unsupportedDocs: SkippedFile[] },
): void {
  const sources = [...out.all]
    .filter((f) => /(^|\/)conf\.py$/.test(f))
    .filter((f) => {
      try {
        const suffixes = SOURCE_SUFFIX.exec(readFileSync(path.join(root, f), 'utf8'))?.[1] ?? '';
        return /['"]\.txt['"]/.test(suffixes);
      } catch {
        return false;
      }
    })
    .map((f) => path.posix.dirname(f));
  if (sources.length === 0) return;
  const inSource = (file: string) => sources.some((dir) => dir === '.' || file.startsWith(`${dir}/`));
  const promoted = out.unsupportedDocs.filter((s) => s.path.endsWith('.txt') && inSource(s.path));
  if (promoted.length === 0) return;
  out.docs.push(...promoted.map((s) => s.path));
  out.unsupportedDocs.splice(
    0,
    out.unsupportedDocs.length,
    ...out.unsupportedDocs.filter((s) => !promoted.includes(s)),
  );
}
