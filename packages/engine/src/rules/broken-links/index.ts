import path from 'node:path';
import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import type { DraftFinding, Rule } from '../rule.js';
import { checkOwnAnchor } from './check-own-anchor.js';
import { checkSphinxRefs } from './check-sphinx-refs.js';
import { checkTargetAnchor } from './check-target-anchor.js';
import { DOC_PAGE_SUFFIXES, linkTargetExists, siteRootFolderExists } from './link-target-exists.js';
import { pageLabels } from './page-labels.js';
import { EXTERNAL, reportMissingTarget } from './report-missing-target.js';

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `di.html#automatic-registration`: a docs site's output name for di.md; its anchors are di.md's. */
function outputPageDoc(docsByPath: Map<string, DocFile>, target: string): DocFile | undefined {
  if (!/\.html?$/.test(target)) return undefined;
  return DOC_PAGE_SUFFIXES.map((ext) => docsByPath.get(target.replace(/\.html?$/, ext))).find(Boolean);
}

/** The finding a relative link of a page earns, if any: its path, then its anchor. */
function checkLink(
  index: ProjectIndex,
  doc: DocFile,
  link: DocFile['links'][number],
  docsByPath: Map<string, DocFile>,
  mkdocs: boolean,
): DraftFinding | undefined {
  const url = link.url.trim();
  if (!url || EXTERNAL.test(url) || url.includes('{{') || url.startsWith('<')) return undefined;
  const hashAt = url.indexOf('#');
  const rawPath = decode((hashAt >= 0 ? url.slice(0, hashAt) : url).split('?')[0] ?? '');
  const anchor = hashAt >= 0 ? decode(url.slice(hashAt + 1)) : undefined;
  if (!rawPath) {
    if (anchor === undefined || anchor === '' || doc.sourceUrl) return undefined;
    return checkOwnAnchor(index, doc, link, anchor, mkdocs);
  }
  if (doc.sourceUrl) return undefined;
  const dir = path.posix.dirname(doc.path);
  const fromDir = dir === '.' ? '' : dir;
  const target = path.posix
    .normalize(rawPath.startsWith('/') ? rawPath.slice(1) : path.posix.join(fromDir, rawPath))
    .replace(/\/$/, '');
  if (target.startsWith('..')) return undefined;
  // `/img/bench.png` when the checkout has no `img` folder at its root, a docs root or a static
  // folder: the site that serves the docs keeps its assets elsewhere (fiber's docs site).
  if (rawPath.startsWith('/') && !siteRootFolderExists(index, target, fromDir)) return undefined;
  if (!linkTargetExists(index, doc, link, rawPath, target))
    return reportMissingTarget(index, doc, link, rawPath, target, anchor);
  if (!anchor) return undefined;
  return checkTargetAnchor(
    index,
    doc,
    link,
    { path: target, written: rawPath, doc: docsByPath.get(target) ?? outputPageDoc(docsByPath, target) },
    anchor,
    mkdocs,
  );
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
      ...index.docs.flatMap((doc) =>
        doc.links
          .filter((link) => link.kind !== 'ref')
          .map((link) => checkLink(index, doc, link, docsByPath, mkdocs))
          .filter((f): f is DraftFinding => f !== undefined),
      ),
      ...checkSphinxRefs(index, pageLabels(index)),
    ];
  },
};
