import { checkMarkdownText } from '../guards/check-markdown-text.js';
import { checkRstText } from '../guards/check-rst-text.js';
import { announceFile } from '../isolate/announce-file.js';
import type { DocFile } from '../model/doc.js';
import { extractAsciiDocClaims } from './asciidoc/extract-asciidoc-claims.js';
import { docFormatOf } from './doc-format-of.js';
import { emptyDocFile } from './empty-doc-file.js';
import { extractDocClaims } from './extract-doc-claims.js';
import type { DocInput } from './parse-docs-in-worker.js';
import { extractRstClaims } from './rst/extract-rst-claims.js';

function notRead(item: DocInput, reason: string): DocFile {
  return { ...emptyDocFile(item.rel, item.hash), notRead: reason };
}

/**
 * Reads a page (reStructuredText or AsciiDoc by its extension, else Markdown) unless its text would make the
 * reader super-linear or overflow its stack; such a page, or one that overflows the stack anyway,
 * comes back empty with `notRead` set.
 */
export function readDocSafely(item: DocInput): DocFile {
  const format = docFormatOf(item.rel);
  // AsciiDoc, like reStructuredText, is read line by line: the same size and depth limits hold.
  const reason =
    format === 'rst' || format === 'asciidoc' ? checkRstText(item.text) : checkMarkdownText(item.text);
  if (reason) return notRead(item, reason);
  announceFile('start', item.rel);
  try {
    if (format === 'rst') return extractRstClaims(item.rel, item.text, item.hash);
    if (format === 'asciidoc') return extractAsciiDocClaims(item.rel, item.text, item.hash);
    return extractDocClaims(item.rel, item.text, item.hash);
  } catch (error) {
    if (error instanceof RangeError) return notRead(item, 'not read: nesting too deep for the reader');
    throw error;
  } finally {
    announceFile('end', item.rel);
  }
}
