import type { DocFile } from '../../model/doc.js';
import { mergeOverloads } from './merge-overloads.js';
import { toRstLines } from './rst-lines.js';
import { RstReader } from './rst-reader.js';

/** Reads a reStructuredText page (Sphinx, docutils) into the claims the rules check. */
export function extractRstClaims(path: string, text: string, hash: string): DocFile {
  const reader = new RstReader(path, hash);
  reader.blocks(toRstLines(text), 0);
  mergeOverloads(reader.doc);
  return reader.doc;
}
