import path from 'node:path';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import { closestName } from '../../util/similarity.js';
import { uniqueChoice } from '../../util/unique-choice.js';
import type { CertainRename, DraftFinding, Rule } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';
import { checkLineAnchor } from './check-line-anchor.js';
import { checkSphinxRefs } from './check-sphinx-refs.js';
import { closestAnchor } from './closest-anchor.js';
import { anchorsOfIncludingPages } from './find-including-pages.js';
import { anchorsOf } from './find-page-anchors.js';
import { isGeneratedPage } from './is-generated-page.js';
import { isGitIgnored } from './is-git-ignored.js';
import { isMarkedExternal } from './is-marked-external.js';
import { isServedBySiteConfig } from './is-served-by-site-config.js';
import { isSphinxProject, isSphinxTarget } from './is-sphinx-target.js';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** `a/b/c` -> [`a/b/c`, `a/b`, `a`]: the folders a docs site may serve at its root. */
function ancestorsOf(dir: string): string[] {
  const parts = dir ? dir.split('/') : [];
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('/'));
}

/** The first folder of a root-absolute link exists at the root, a docs root above the page or a static folder. */
function siteRootFolderExists(index: ProjectIndex, target: string, fromDir: string): boolean {
  if (!target.includes('/')) return true;
  const first = target.split('/')[0] ?? '';
  return [first, ...ancestorsOf(fromDir).map((a) => `${a}/${first}`), `static/${first}`, `public/${first}`]
    .concat(`website/static/${first}`)
    .some((d) => index.dirs.has(d));
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const labelCache = new WeakMap<ProjectIndex, Set<string>>();

/**
 * Sphinx/MyST labels (`.. _x:`, `(labels/line-length)=` above a heading), which :ref: and
 * `[text](labels/line-length)` name from any page.
 */
function pageLabels(index: ProjectIndex): Set<string> {
  let labels = labelCache.get(index);
  if (!labels) {
    labels = new Set(index.docs.flatMap((doc) => doc.labels ?? []));
    labelCache.set(index, labels);
  }
  return labels;
}

/**
 * How a docs site's page is found from its link: Markdown pages, and Sphinx sources named without
 * their suffix (:doc:`guide/index`, toctree entries) in reStructuredText, MyST or notebooks.
 */
const DOC_PAGE_SUFFIXES = [
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
  return DOC_PAGE_SUFFIXES.some((ext) => index.allFiles.has(stem + ext));
}

/** The file a broken link most likely meant; `certain` when no other file is as likely. */
function suggestFile(
  index: ProjectIndex,
  target: string,
  fromDir: string,
): { path: string; certain: boolean } | undefined {
  const base = path.posix.basename(target);
  const sameName = [...index.allFiles].filter((f) => path.posix.basename(f) === base);
  const pool =
    sameName.length > 0
      ? sameName
      : [...index.allFiles].filter((f) => path.posix.dirname(f) === path.posix.dirname(target));
  const names = pool.map((f) => path.posix.basename(f));
  const pick = sameName.length > 0 ? sameName[0] : closestName(base, names, 0.55);
  if (!pick) return undefined;
  const certain =
    sameName.length > 0
      ? sameName.length === 1
      : uniqueChoice(names, (c) => closestName(base, c, 0.55)) === pick;
  const full = sameName.length > 0 ? pick : path.posix.join(path.posix.dirname(target), pick);
  const rel = path.posix.relative(fromDir, full);
  return { path: rel.startsWith('.') ? rel : rel || full, certain };
}

/** The anchor a broken one most likely meant, and a rename of it when no other slug ties. */
function anchorFix(url: string, anchor: string, slugs: Set<string>) {
  const near = closestAnchor(anchor, slugs);
  const certain = near !== undefined && uniqueChoice([...slugs], (c) => closestAnchor(anchor, c)) === near;
  const written = url.slice(url.indexOf('#'));
  return { near, rename: certain ? { from: written, to: `#${near}` } : undefined };
}

/**
 * A target that is not a path at all: an email address without `mailto:`, a URL without its
 * scheme, or a URL or path wrapped in extra parentheses (`[#12]((https://...))`).
 */
function misformedTarget(index: ProjectIndex, rawPath: string): { why: string; fix: string } | undefined {
  const unwrapped = rawPath.replace(/^[\s(<"']+|[\s)>"']+$/g, '');
  if (unwrapped !== rawPath && unwrapped !== '') {
    const clean = unwrapped.replace(/^\.?\//, '');
    if (EXTERNAL.test(unwrapped) || index.allFiles.has(clean) || index.dirs.has(clean))
      return {
        why: 'the target is wrapped in extra parentheses or quotes',
        fix: `Remove the extra parentheses around ${unwrapped}`,
      };
  }
  if (/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(rawPath))
    return { why: 'it is an email address without mailto:', fix: `Use mailto:${rawPath} as the link target` };
  if (/^(www\.[\w-]+|[\w-]+\.(com|org|net|io|dev|app))(\.[\w-]+)*(\/|$)/i.test(rawPath))
    return { why: 'it is a web address without https://', fix: `Use https://${rawPath} as the link target` };
  return undefined;
}

/** A link to no file: misformed (a reference link written with parentheses, a bare URL) or missing. */
function missingTargetFinding(
  index: ProjectIndex,
  link: {
    doc: DocFile;
    line: number;
    url: string;
    rawPath: string;
    target: string;
    fromDir: string;
    anchor?: string;
  },
): DraftFinding {
  const { doc, line, url, rawPath, target, fromDir, anchor } = link;
  // One finding either way: what differs is why the path is wrong and how to fix it.
  const missing = (description: string, suggestion: string, rename?: CertainRename) =>
    makeFinding({
      rule: 'broken-links',
      subtype: 'broken_link',
      severity: 'medium',
      confidence: 0.9,
      title: `Link target ${rawPath} does not exist`,
      description,
      identifier: url,
      doc: { path: doc.path, line, claim: url },
      suggestions: [suggestion],
      rename,
    });
  // `[tracing channel](tc)` on a page that defines `[tc]: https://...`: meant as a reference link.
  const definition = doc.links.find(
    (l) => l.kind === 'definition' && l.label?.toLowerCase() === rawPath.toLowerCase(),
  );
  const misformed = definition
    ? {
        why: `the page defines a reference [${definition.label}] for ${definition.url}, which [text](${rawPath}) does not use`,
        fix: `Write the link as [text][${definition.label}] (brackets, not parentheses)`,
      }
    : misformedTarget(index, rawPath);
  if (misformed)
    return missing(
      `${doc.path} links to ${rawPath}, which is read as a relative path: ${misformed.why}.`,
      `${misformed.fix} in ${doc.path} line ${line}`,
      definition?.label ? { from: `](${url})`, to: `][${definition.label}]` } : undefined,
    );
  const suggestion = suggestFile(index, target, fromDir);
  const hashAt = url.indexOf('#');
  const writtenPath = (hashAt >= 0 ? url.slice(0, hashAt) : url).split('?')[0] ?? '';
  return missing(
    `${doc.path} links to ${rawPath}, which resolves to ${target}; there is no such file or folder.`,
    suggestion
      ? `Point the link at ${suggestion.path}${anchor ? `#${anchor}` : ''} in ${doc.path} line ${line}`
      : `Remove the link or restore ${target}`,
    suggestion?.certain ? { from: writtenPath, to: suggestion.path } : undefined,
  );
}

/** The anchor of a link to a file that exists: a heading slug of the page, or a line of a file. */
function checkAnchorOnPage(
  index: ProjectIndex,
  docsByPath: Map<string, DocFile>,
  mkdocs: boolean,
  link: { doc: DocFile; line: number; url: string; rawPath: string; target: string; anchor: string },
): DraftFinding | undefined {
  const { doc, line, url, rawPath, target, anchor } = link;
  const where = { path: doc.path, line, claim: url };
  // `di.html#automatic-registration`: a docs site's output name for di.md; its anchors are di.md's.
  const targetDoc =
    docsByPath.get(target) ??
    (/\.html?$/.test(target)
      ? DOC_PAGE_SUFFIXES.map((ext) => docsByPath.get(target.replace(/\.html?$/, ext))).find(Boolean)
      : undefined);
  if (!targetDoc) return checkLineAnchor(index, target, anchor, where);
  const anchors = anchorsOf(targetDoc, mkdocs);
  if (anchors.has(anchor) || anchors.has(anchor.toLowerCase())) return undefined;
  const { near, rename } = anchorFix(url, anchor, anchors);
  return makeFinding({
    rule: 'broken-links',
    subtype: 'broken_link',
    severity: 'medium',
    confidence: 0.85,
    title: `Anchor #${anchor} does not exist in ${target}`,
    description: `${doc.path} links to ${rawPath}#${anchor}, but no heading in ${target} has that slug.`,
    identifier: url,
    doc: where,
    suggestions: near
      ? [`Change the anchor to #${near} in ${doc.path} line ${line}`]
      : [`Update the anchor in ${doc.path} line ${line}`],
    rename,
  });
}

function checkDoc(
  index: ProjectIndex,
  doc: DocFile,
  docsByPath: Map<string, DocFile>,
  mkdocs: boolean,
): DraftFinding[] {
  const out: DraftFinding[] = [];
  const dir = path.posix.dirname(doc.path);
  const fromDir = dir === '.' ? '' : dir;
  for (const link of doc.links) {
    if (link.kind === 'ref') continue;
    const url = link.url.trim();
    if (!url || EXTERNAL.test(url) || url.includes('{{') || url.startsWith('<')) continue;
    const hashAt = url.indexOf('#');
    const rawPath = decode((hashAt >= 0 ? url.slice(0, hashAt) : url).split('?')[0] ?? '');
    const anchor = hashAt >= 0 ? decode(url.slice(hashAt + 1)) : undefined;
    const where = { path: doc.path, line: link.line, claim: url };
    if (!rawPath) {
      if (anchor === undefined || anchor === '' || doc.sourceUrl) continue;
      const own = anchorsOf(doc, mkdocs);
      // MyST resolves `[text](#label)` to a label any page (or, with intersphinx, another
      // project) defines; a `/` never appears in a heading slug, so such an anchor is a label.
      if (
        own.has(anchor) ||
        own.has(anchor.toLowerCase()) ||
        pageLabels(index).has(anchor) ||
        (anchor.includes('/') && isSphinxProject(index)) ||
        anchorsOfIncludingPages(index, doc, mkdocs).has(anchor)
      )
        continue;
      const { near, rename } = anchorFix(url, anchor, own);
      out.push(
        makeFinding({
          rule: 'broken-links',
          subtype: 'broken_link',
          severity: 'medium',
          confidence: 0.85,
          title: `Anchor #${anchor} does not exist in ${doc.path}`,
          description: `The link points to #${anchor}, but no heading in ${doc.path} has that slug.`,
          identifier: url,
          doc: where,
          suggestions: near
            ? [`Change the link to #${near} in ${doc.path} line ${link.line}`]
            : [`Remove or update the link in ${doc.path} line ${link.line}`],
          rename,
        }),
      );
      continue;
    }
    if (doc.sourceUrl) continue;
    const target = path.posix
      .normalize(rawPath.startsWith('/') ? rawPath.slice(1) : path.posix.join(fromDir, rawPath))
      .replace(/\/$/, '');
    if (target.startsWith('..')) continue;
    // Docs sites with directory URLs (MkDocs) serve page.md at page/, so `../other` from it is a
    // sibling page: accept a link that resolves that way too.
    const pageDir = doc.path.replace(/\.(md|mdx|markdown)$/i, '');
    const siteTarget = path.posix.normalize(path.posix.join(pageDir, rawPath)).replace(/\/$/, '');
    // Docs sites (Sphinx, MkDocs, Docusaurus, Next.js content folders) serve a folder above the
    // page at the site root: `/guide.md` in docs/faq.md may mean docs/guide.md, `/codecs` in
    // packages/docs/content/api.mdx may mean packages/docs/content/codecs.mdx.
    const siteRoots = rawPath.startsWith('/') ? ancestorsOf(fromDir).map((a) => `${a}${rawPath}`) : [];
    // `/img/bench.png` when the checkout has no `img` folder at its root, a docs root or a static
    // folder: the site that serves the docs keeps its assets elsewhere (fiber's docs site).
    if (rawPath.startsWith('/') && !siteRootFolderExists(index, target, fromDir)) continue;
    const exists =
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
      isServedBySiteConfig(index, doc.path, rawPath) ||
      isGitIgnored(index.root, target) ||
      isMarkedExternal(index, doc, link.url, link.line);
    const at = { doc, line: link.line, url, rawPath, target };
    if (!exists) {
      out.push(missingTargetFinding(index, { ...at, fromDir, anchor }));
      continue;
    }
    if (!anchor) continue;
    const found = checkAnchorOnPage(index, docsByPath, mkdocs, { ...at, anchor });
    if (found) out.push(found);
  }
  return out;
}

export const brokenLinksRule: Rule = {
  id: 'broken-links',
  subtypes: ['broken_link'],
  description:
    'Relative links and #anchors that point at no file or heading (GitHub slug rules); external URLs are not fetched.',
  run(index) {
    const docsByPath = new Map(index.docs.map((d) => [d.path, d]));
    const mkdocs = [...index.allFiles].some((f) => /(^|\/)mkdocs\.ya?ml$/.test(f));
    return [
      ...index.docs.flatMap((d) => checkDoc(index, d, docsByPath, mkdocs)),
      ...checkSphinxRefs(index, pageLabels(index)),
    ];
  },
};
