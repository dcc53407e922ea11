import type { ProjectIndex } from '../../index/project-index.js';
import type { DocFile } from '../../model/doc.js';
import type { DraftFinding } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';
import { anchorFix } from './anchor-fix.js';
import { checkLineAnchor } from './check-line-anchor.js';
import { anchorsOf } from './find-page-anchors.js';

/**
 * The `#anchor` of a link into another file: a heading slug of a doc page, or a line anchor into
 * any other file of the checkout.
 */
export function checkTargetAnchor(
  index: ProjectIndex,
  doc: DocFile,
  link: { url: string; line: number },
  target: { path: string; written: string; doc: DocFile | undefined },
  anchor: string,
  mkdocs: boolean,
): DraftFinding | undefined {
  const url = link.url.trim();
  const where = { path: doc.path, line: link.line, claim: url };
  if (!target.doc) return checkLineAnchor(index, target.path, anchor, where);
  const anchors = anchorsOf(target.doc, mkdocs);
  if (anchors.has(anchor) || anchors.has(anchor.toLowerCase())) return undefined;
  const { near, rename } = anchorFix(url, anchor, anchors);
  return makeFinding({
    rule: 'broken-links',
    subtype: 'broken_link',
    severity: 'medium',
    confidence: 0.85,
    title: `Anchor #${anchor} does not exist in ${target.path}`,
    description: `${doc.path} links to ${target.written}#${anchor}, but no heading in ${target.path} has that slug.`,
    identifier: url,
    doc: where,
    suggestions: near
      ? [`Change the anchor to #${near} in ${doc.path} line ${link.line}`]
      : [`Update the anchor in ${doc.path} line ${link.line}`],
    rename,
  });
}
