import path from 'node:path';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';

/** docsify's navigation and cover pages: their links resolve against the site the build assembles. */
const DOCSIFY_PAGES = new Set(['_sidebar.md', '_navbar.md', '_coverpage.md']);

/**
 * A docsify sidebar, navbar or cover page whose folder holds no page of its own: the build copies
 * the pages in beside it (`npm run copy-site`), so its links name files the checkout lacks there.
 * A cover page's `#...` targets are docsify's too (`![color](#f0f0f0)` sets the background).
 */
export function skipsDocsifyLink(index: ProjectIndex, doc: DocFile, anchorOnly: boolean): boolean {
  const base = path.posix.basename(doc.path);
  if (!DOCSIFY_PAGES.has(base)) return false;
  if (anchorOnly && base === '_coverpage.md') return true;
  const dir = path.posix.dirname(doc.path);
  const prefix = dir === '.' ? '' : `${dir}/`;
  return !index.docs.some((d) => {
    const rest = d.path.startsWith(prefix) ? d.path.slice(prefix.length) : undefined;
    return rest !== undefined && !rest.includes('/') && !rest.startsWith('_');
  });
}
