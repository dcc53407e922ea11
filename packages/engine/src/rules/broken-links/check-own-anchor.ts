import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import type { DraftFinding } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';
import { anchorFix } from './anchor-fix.js';
import { anchorsOfIncludingPages } from './find-including-pages.js';
import { anchorsOf } from './find-page-anchors.js';
import { isSphinxProject } from './is-sphinx-target.js';
import { pageLabels } from './page-labels.js';
import { skipsDocsifyLink } from './skips-docsify-link.js';

/** A `[text](#anchor)` link into the page itself that no heading, label or including page defines. */
export function checkOwnAnchor(
  index: ProjectIndex,
  doc: DocFile,
  link: { url: string; line: number },
  anchor: string,
  mkdocs: boolean,
): DraftFinding | undefined {
  if (skipsDocsifyLink(index, doc, true)) return undefined;
  const url = link.url.trim();
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
    return undefined;
  const { near, rename } = anchorFix(url, anchor, own);
  return makeFinding({
    rule: 'broken-links',
    subtype: 'broken_link',
    severity: 'medium',
    confidence: 0.85,
    title: `Anchor #${anchor} does not exist in ${doc.path}`,
    description: `The link points to #${anchor}, but no heading in ${doc.path} has that slug.`,
    identifier: url,
    doc: { path: doc.path, line: link.line, claim: url },
    suggestions: near
      ? [`Change the link to #${near} in ${doc.path} line ${link.line}`]
      : [`Remove or update the link in ${doc.path} line ${link.line}`],
    rename,
  });
}
