import path from 'node:path';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { isBuildOutputLink } from './is-build-output-link.js';
import { isGeneratedPage } from './is-generated-page.js';
import { isGitIgnored } from './is-git-ignored.js';
import { isMarkedExternal } from './is-marked-external.js';
import { isServedBySiteConfig } from './is-served-by-site-config.js';
import { isSphinxTarget } from './is-sphinx-target.js';
import { numberedSitePaths } from './numbered-site-paths.js';
import { pageLabels } from './page-labels.js';
import { skipsDocsifyLink } from './skips-docsify-link.js';

/** `a/b/c` -> [`a/b/c`, `a/b`, `a`]: the folders a docs site may serve at its root. */
function ancestorsOf(dir: string): string[] {
  const parts = dir ? dir.split('/') : [];
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('/'));
}

/** The first folder of a root-absolute link exists at the root, a docs root above the page or a static folder. */
export function siteRootFolderExists(index: ProjectIndex, target: string, fromDir: string): boolean {
  if (!target.includes('/')) return true;
  const first = target.split('/')[0] ?? '';
  return [first, ...ancestorsOf(fromDir).map((a) => `${a}/${first}`), `static/${first}`, `public/${first}`]
    .concat(`website/static/${first}`)
    .some((d) => index.dirs.has(d) || numberedSitePaths(index).has(d));
}

/**
 * How a docs site's page is found from its link: Markdown pages, and Sphinx sources named without
 * their suffix (:doc:`guide/index`, toctree entries) in reStructuredText, MyST or notebooks.
 */
export const DOC_PAGE_SUFFIXES = [
  '.md',
  '.mdx',
  '.rst',
  '.rest',
  '.txt',
  '.ipynb',
  '.adoc',
  '/index.md',
  '/README.md',
  '/index.mdx',
  '/index.rst',
];

function existsAsDocPage(index: ProjectIndex, target: string): boolean {
  // Docs sites link pages by their output name: guide.html or guide/ for guide.md.
  const stem = target.replace(/\.html?$/, '').replace(/\/$/, '');
  const numbered = numberedSitePaths(index);
  return (
    DOC_PAGE_SUFFIXES.some((ext) => index.allFiles.has(stem + ext) || numbered.has(stem + ext)) ||
    numbered.has(stem)
  );
}

/**
 * Whether a relative link's path names something the checkout has: a file or folder, a docs
 * site's page by its output name, a Sphinx label or page, a page built or ignored, or a link the
 * page marks external. `target` is the path resolved against the page's folder.
 */
export function linkTargetExists(
  index: ProjectIndex,
  doc: DocFile,
  link: { url: string; line: number },
  rawPath: string,
  target: string,
): boolean {
  const dir = path.posix.dirname(doc.path);
  const fromDir = dir === '.' ? '' : dir;
  // Docs sites with directory URLs (MkDocs) serve page.md at page/, so `../other` from it is a
  // sibling page: accept a link that resolves that way too.
  const pageDir = doc.path.replace(/\.(md|mdx|markdown)$/i, '');
  const siteTarget = path.posix.normalize(path.posix.join(pageDir, rawPath)).replace(/\/$/, '');
  // Docs sites (Sphinx, MkDocs, Docusaurus, Next.js content folders) serve a folder above the
  // page at the site root: `/guide.md` in docs/faq.md may mean docs/guide.md, `/codecs` in
  // packages/docs/content/api.mdx may mean packages/docs/content/codecs.mdx.
  const siteRoots = rawPath.startsWith('/') ? ancestorsOf(fromDir).map((a) => `${a}${rawPath}`) : [];
  return (
    target === '.' ||
    target === '' ||
    index.allFiles.has(target) ||
    index.dirs.has(target) ||
    existsAsDocPage(index, target) ||
    (!rawPath.startsWith('/') && !siteTarget.startsWith('..') && existsAsDocPage(index, siteTarget)) ||
    siteRoots.some(
      (siteRoot) =>
        index.allFiles.has(siteRoot) ||
        index.dirs.has(siteRoot.replace(/\/$/, '')) ||
        existsAsDocPage(index, siteRoot),
    ) ||
    pageLabels(index).has(rawPath) ||
    isSphinxTarget(index, rawPath, (page) => existsAsDocPage(index, page)) ||
    isGeneratedPage(index, target) ||
    isBuildOutputLink(index, target) ||
    skipsDocsifyLink(index, doc, false) ||
    isServedBySiteConfig(index, doc.path, rawPath) ||
    isGitIgnored(index.root, target) ||
    isMarkedExternal(index, doc, link.url, link.line)
  );
}
