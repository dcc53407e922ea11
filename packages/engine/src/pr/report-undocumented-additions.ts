import type { DocFile } from '../model/doc.js';
import type { DraftFinding } from '../rules/rule.js';
import { makeFinding } from '../rules/shared/make-finding.js';
import type { ApiChange } from './diff-api-surface.js';
import { mentionsOfChange } from './mentions-of-change.js';

/** Findings for the public API a change adds that no doc mentions (renames and operator-like names aside). */
export function reportUndocumentedAdditions(changes: ApiChange[], docs: DocFile[]): DraftFinding[] {
  const out: DraftFinding[] = [];
  for (const change of changes) {
    if (
      change.change !== 'added' ||
      change.isRename ||
      (change.kind === 'symbol' && !/^[A-Za-z]/.test(change.name))
    )
      continue;
    if (docs.some((d) => mentionsOfChange(d, change).length > 0)) continue;
    out.push(
      makeFinding({
        rule: 'pull-request',
        category: 'pr',
        subtype: 'pr_undocumented_api',
        severity: 'low',
        confidence: 0.6,
        title: `New ${change.kind === 'symbol' ? 'public API' : change.kind} ${change.name} is not documented`,
        description: `This change adds ${change.after ?? change.name}; no doc mentions it.`,
        identifier: change.name,
        doc: null,
        code: {
          path: change.location.path,
          line: change.location.line,
          reality: change.after ?? change.name,
        },
        suggestions: [`Document ${change.name}`],
      }),
    );
  }
  return out;
}
