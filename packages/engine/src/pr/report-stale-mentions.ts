import { isHistoryDoc } from '../discover/classify-path.js';
import type { DocFile } from '../model/doc.js';
import type { DraftFinding } from '../rules/rule.js';
import { makeFinding } from '../rules/shared/make-finding.js';
import type { ApiChange } from './diff-api-surface.js';
import { mentionsOfChange } from './mentions-of-change.js';

function describe(change: ApiChange): string {
  if (change.renamedTo) return `${change.before ?? change.name} was renamed to ${change.renamedTo}`;
  if (change.change === 'removed') return `${change.before ?? change.name} was removed`;
  return `${change.before ?? change.name} changed to ${change.after ?? change.name}`;
}

/**
 * Findings for the docs that still name what a change removed, renamed or changed: docs the pull
 * request did not touch, and in docs it touched, the lines it wrote.
 */
export function reportStaleMentions(
  change: ApiChange,
  docs: DocFile[],
  changed: Map<string, string>,
  addedDocLines: Map<string, Set<number>>,
): DraftFinding[] {
  const out: DraftFinding[] = [];
  for (const doc of docs) {
    if (isHistoryDoc(doc.path)) continue;
    // A doc the change updated was looked at by its author, except the lines the change wrote
    // that still name the old API: those are drift the change brings in (an untracked doc is all new).
    const written = changed.has(doc.path)
      ? changed.get(doc.path) === 'A' && !addedDocLines.has(doc.path)
        ? undefined
        : (addedDocLines.get(doc.path) ?? new Set<number>())
      : undefined;
    for (const m of mentionsOfChange(doc, change)) {
      if (written && !written.has(m.line)) continue;
      out.push(
        makeFinding({
          rule: 'pull-request',
          category: 'pr',
          subtype: 'api_change',
          severity: change.change === 'removed' ? 'high' : 'medium',
          confidence: change.change === 'removed' ? 0.85 : 0.7,
          title: `${doc.path} mentions ${change.name}, which this change ${change.renamedTo ? `renames to ${change.renamedTo}` : change.change === 'removed' ? 'removes' : 'changes'}`,
          description: written
            ? `${describe(change)} in this pull request, but line ${m.line} of ${doc.path}, which it wrote, still names ${change.name}.`
            : `${describe(change)} in this pull request, but ${doc.path} was not updated.`,
          identifier: change.name,
          doc: { path: doc.path, line: m.line, claim: m.text },
          code: {
            path: change.location.path,
            line: change.location.line,
            reality: change.after ?? `removed: ${change.before ?? change.name}`,
          },
          suggestions: [
            change.renamedTo
              ? `Rename ${change.name} to ${change.renamedTo} in ${doc.path} line ${m.line}`
              : `Update ${doc.path} line ${m.line} for the ${change.change === 'removed' ? 'removal' : 'change'} of ${change.name}`,
          ],
          // The diff itself shows the new name: nothing is guessed.
          rename: change.renamedTo ? { from: change.name, to: change.renamedTo } : undefined,
        }),
      );
    }
  }
  return out;
}
