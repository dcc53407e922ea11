// The anchors a page offers links: GitHub heading slugs, custom heading ids, HTML ids and, in an
// MkDocs project, the slugs MkDocs gives its headings.
import type { DocFile } from '../../model/doc.js';

const anchorCache = new WeakMap<DocFile, Map<boolean, Set<string>>>();

/** Anchors of a page; `mkdocs`: also the slugs MkDocs gives its headings (the site the docs are written for). */
export function anchorsOf(doc: DocFile | undefined, mkdocs: boolean): Set<string> {
  if (!doc) return new Set();
  let byMode = anchorCache.get(doc);
  if (!byMode) {
    byMode = new Map();
    anchorCache.set(doc, byMode);
  }
  let anchors = byMode.get(mkdocs);
  if (!anchors) {
    anchors = computeAnchors(doc, mkdocs);
    byMode.set(mkdocs, anchors);
  }
  return anchors;
}

/**
 * Python-Markdown's toc slug, which MkDocs uses: word characters, spaces and hyphens kept, then
 * every run of spaces and hyphens one hyphen (`SQL - The Language` -> `sql-the-language`, where
 * GitHub gives `sql---the-language`).
 */
function mkdocsSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      // `\w` is ASCII: accents split off by NFKD and other letters go, as Python-Markdown's ASCII slug does.
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[-\s]+/g, '-')
  );
}

/** `## Utils {#utils}`: Docusaurus, MkDocs (attr_list), Pandoc and kramdown give the heading this id. */
const HEADING_ID = /\{#([\w.:-]+)(?:\s[^}]*)?\}\s*$/;

function computeAnchors(doc: DocFile, mkdocs: boolean): Set<string> {
  const custom = doc.headings.flatMap((h) => HEADING_ID.exec(h.text)?.[1] ?? []);
  const site = mkdocs ? doc.headings.map((h) => mkdocsSlug(h.text)) : [];
  return new Set([...doc.headings.map((h) => h.slug), ...custom, ...site, ...doc.anchors]);
}
