import type { DraftFinding } from '../rules/rule.js';
import { makeFinding } from '../rules/shared/make-finding.js';
import type { Verdict } from './judge-diagnostic.js';
import type { Snippet } from './snippet.js';

/** The finding a verdict gives on its doc line, in the report's usual subtypes. */
export function verdictFinding(snippet: Snippet, verdict: Verdict): DraftFinding | undefined {
  const at = snippet.lines[verdict.line];
  if (!at) return undefined;
  const where = `${snippet.docPath} line ${at.docLine}`;
  const suggestion = verdict.rename
    ? `Rename ${verdict.identifier} to ${verdict.rename} in ${where}`
    : verdict.subtype === 'extra_parameter' || verdict.subtype === 'missing_parameter'
      ? `Call ${verdict.identifier} as declared (${verdict.declaration?.reality ?? verdict.message}) in ${where}`
      : `Remove or replace ${verdict.identifier} in ${where}`;
  return makeFinding({
    rule: 'type-check',
    subtype: verdict.subtype,
    severity: verdict.subtype === 'method_mismatch' ? 'high' : 'medium',
    // TypeScript resolved the name through the project's own types: no guess is involved.
    confidence: verdict.certain ? 0.95 : 0.9,
    title: `${snippet.origin === 'example' ? 'Example' : 'Reference'}: ${verdict.message}`,
    description: `TypeScript checked \`${at.claim.slice(0, 120)}\` against the project's own types: ${verdict.message}`,
    identifier: verdict.identifier,
    doc: { path: snippet.docPath, line: at.docLine, claim: at.claim },
    code: verdict.declaration ?? null,
    suggestions: [suggestion],
    rename: verdict.certain && verdict.rename ? { from: verdict.identifier, to: verdict.rename } : undefined,
  });
}
