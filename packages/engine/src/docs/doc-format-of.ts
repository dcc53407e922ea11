import type { DocFormat } from '../model/finding.js';
import { isRstPath } from './rst/is-rst-path.js';

/** The format a doc page was read as, from its path (an external page is Markdown). */
export function docFormatOf(path: string): DocFormat {
  if (isRstPath(path)) return 'rst';
  if (/\.(adoc|asciidoc)$/i.test(path)) return 'asciidoc';
  return /\.mdx$/i.test(path) ? 'mdx' : 'markdown';
}
