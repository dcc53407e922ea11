import { normalizeLabel } from '../../docs/rst/make-docutils-id.js';
import type { ProjectIndex } from '../../index/project-index.js';
import { closestName } from '../../util/similarity.js';
import type { DraftFinding } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';
import { readDocstringLabels } from './read-docstring-labels.js';

/** Labels Sphinx defines itself. */
const BUILTIN_LABELS = ['genindex', 'modindex', 'py-modindex', 'search'];

/**
 * :ref: targets no page defines. Section titles count as labels too (the autosectionlabel
 * extension makes them so, alone or after the page's path). Only judged when the project's pages
 * define labels at all: without any, its labels live where the scan does not look.
 */
export function checkSphinxRefs(index: ProjectIndex, labels: Set<string>): DraftFinding[] {
  if (labels.size === 0) return [];
  const known = new Set([...labels].map(normalizeLabel).concat(BUILTIN_LABELS));
  for (const doc of index.docs)
    for (const heading of doc.headings) {
      known.add(normalizeLabel(heading.text));
      known.add(normalizeLabel(`${doc.path.replace(/\.[^./]+$/, '')}:${heading.text}`));
    }
  const out: DraftFinding[] = [];
  let docstringsRead = false;
  for (const doc of index.docs) {
    if (doc.sourceUrl) continue;
    for (const link of doc.links) {
      // `python:tutorial`: a label of another project's docs (intersphinx).
      if (link.kind !== 'ref' || link.url.includes(':') || known.has(normalizeLabel(link.url))) continue;
      if (!docstringsRead) {
        docstringsRead = true;
        for (const label of readDocstringLabels(index)) known.add(normalizeLabel(label));
        if (known.has(normalizeLabel(link.url))) continue;
      }
      const near = closestName(link.url, [...labels], 0.7);
      out.push(
        makeFinding({
          rule: 'broken-links',
          subtype: 'broken_link',
          severity: 'medium',
          confidence: 0.85,
          title: `Label ${link.url} is not defined`,
          description: `${doc.path} refers to the label ${link.url}, but no page defines it (\`.. _${link.url}:\` or \`(${link.url})=\`).`,
          identifier: link.url,
          doc: { path: doc.path, line: link.line, claim: link.url },
          suggestions: near
            ? [`Refer to ${near} in ${doc.path} line ${link.line}`]
            : [`Define the label or update the reference in ${doc.path} line ${link.line}`],
        }),
      );
    }
  }
  return out;
}
