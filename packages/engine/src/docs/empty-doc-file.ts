import type { DocFile } from '../model/doc.js';

/** A page with no claims yet: what the reader fills, and what a page that could not be read stays. */
export function emptyDocFile(path: string, hash: string): DocFile {
  return {
    path,
    hash,
    headings: [],
    spans: [],
    tables: [],
    codeBlocks: [],
    links: [],
    endpointLines: [],
    listItems: [],
    anchors: [],
    labels: [],
  };
}
