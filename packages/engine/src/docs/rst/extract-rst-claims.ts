import type { DocFile } from '../../model/doc.js';
import { RstReader } from './rst-reader.js';
import { toRstLines } from './rst-lines.js';

/** Reads a reStructuredText page (Sphinx, docutils) into the claims the rules check. */
export function extractRstClaims(path: string, text: string, hash: string): DocFile {
  const reader = new RstReader(path, hash);
  reader.blocks(toRstLines(text), 0);
  return reader.doc;
}
