import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProjectIndex } from '../../index/project-index.js';

interface SiteConfig {
  /** Docsify folders: pages there link from the folder, not from themselves (`relativePath: false`). */
  docsifyRoots: string[];
  /** MkDocs: its docs folder, the path its `site_url` serves under (`/coil/`), the nav pages the checkout lacks. */
  mkdocs?: { docsDir: string; sitePath: string; missingNav: string[] };
}

const cache = new WeakMap<ProjectIndex, SiteConfig>();

function readText(index: ProjectIndex, file: string): string {
  try {
    return readFileSync(path.join(index.root, file), 'utf8');
  } catch {
    return '';
  }
}

/**
 * MkDocs settings read by line (its YAML carries `!!python/name` tags a plain parser rejects): the
 * docs folder, the site's path, and the `nav` pages with no file under the docs folder, which the
 * build writes itself (a README copied in by the deploy script, an API reference generated into
 * `api/`).
 */
function readMkdocs(index: ProjectIndex): SiteConfig['mkdocs'] {
  const config = ['mkdocs.yml', 'mkdocs.yaml'].find((f) => index.allFiles.has(f));
  if (!config) return undefined;
  const text = readText(index, config);
  const docsDir = /^docs_dir:\s*['"]?([^'"\s#]+)/m.exec(text)?.[1]?.replace(/\/$/, '') ?? 'docs';
  const siteUrl = /^site_url:\s*['"]?([^'"\s#]+)/m.exec(text)?.[1];
  let sitePath = '/';
  try {
    if (siteUrl) sitePath = new URL(siteUrl).pathname.replace(/\/?$/, '/');
  } catch {
    // A site_url that is no URL serves from the root.
  }
  const nav = text.slice(text.search(/^nav:/m));
  const pages = /^nav:/m.test(text)
    ? [...nav.matchAll(/^\s*-\s*(?:['"]?[^:\n]+['"]?:\s*)?['"]?([\w./-]+\.(?:md|html?))['"]?\s*$/gm)].map(
        (m) => m[1] ?? '',
      )
    : [];
  const missingNav = pages.filter((page) => page && !index.allFiles.has(`${docsDir}/${page}`));
  return { docsDir, sitePath, missingNav };
}

function siteConfig(index: ProjectIndex): SiteConfig {
  const known = cache.get(index);
  if (known) return known;
  const docsifyRoots = [...index.allFiles]
    .filter(
      (f) => /(^|\/)index\.html$/.test(f) && index.allFiles.has(f.replace(/index\.html$/, '_sidebar.md')),
    )
    .filter((f) => /docsify/i.test(readText(index, f)))
    .map((f) => path.posix.dirname(f));
  const config = { docsifyRoots, mkdocs: readMkdocs(index) };
  cache.set(index, config);
  return config;
}

/** `guide.md`, `guide`, `guide/` and `guide.html`: the page a site serves for the link. */
function pageExists(index: ProjectIndex, target: string): boolean {
  const stem = target.replace(/\.html?$/, '').replace(/\/$/, '');
  return [stem, `${stem}.md`, `${stem}/index.md`, `${stem}/README.md`].some((f) => index.allFiles.has(f));
}

/** A page the MkDocs build writes: a missing nav page, or a path under a missing nav page's folder. */
function isBuiltByMkdocs(missingNav: string[], sitePage: string): boolean {
  const page = sitePage.replace(/\/$/, '');
  return missingNav.some((nav) => {
    const folder = nav.includes('/') ? nav.slice(0, nav.indexOf('/')) : undefined;
    return (
      nav === page || nav.replace(/\.html?$/, '.md') === page || (folder && page.startsWith(`${folder}/`))
    );
  });
}

/**
 * A link the site's own configuration serves though no file is at its path: a docsify page linking
 * from the docsify folder (`getting-started/errors.md` in docs/middleware/x.md is
 * docs/getting-started/errors.md), an MkDocs page the build writes (`network.md` copied in at
 * deploy, `/coil/api/...` generated), or an MkDocs link under the site's path (`/coil/recipes/`).
 */
export function isServedBySiteConfig(index: ProjectIndex, docPath: string, rawPath: string): boolean {
  const { docsifyRoots, mkdocs } = siteConfig(index);
  for (const root of docsifyRoots) {
    if (root !== '.' && !docPath.startsWith(`${root}/`)) continue;
    const target = path.posix.normalize(path.posix.join(root, rawPath.replace(/^\//, '')));
    if (pageExists(index, target)) return true;
  }
  if (!mkdocs) return false;
  // A link under the site's path names a site page from any page (a module README the site copies).
  if (rawPath.startsWith('/')) {
    if (mkdocs.sitePath === '/' || !rawPath.startsWith(mkdocs.sitePath)) return false;
    const sitePage = rawPath.slice(mkdocs.sitePath.length);
    return (
      pageExists(index, path.posix.join(mkdocs.docsDir, sitePage)) ||
      isBuiltByMkdocs(mkdocs.missingNav, sitePage)
    );
  }
  if (mkdocs.docsDir !== '.' && !docPath.startsWith(`${mkdocs.docsDir}/`)) return false;
  const sitePage = path.posix.relative(mkdocs.docsDir, path.posix.join(path.posix.dirname(docPath), rawPath));
  return isBuiltByMkdocs(mkdocs.missingNav, sitePage);
}
