import type { DraftFinding } from '../rules/rule.js';

/** Rules that guess a receiver's type from names; the type checker's word is better on their lines. */
const GUESSING_RULES = new Set(['code-examples', 'api-references']);

/**
 * One finding per claim: on a doc line the type checker judged, its finding replaces what the
 * name-guessing rules said there (which might name another member, or the same one twice).
 */
export function replaceHeuristicFindings(drafts: DraftFinding[], typed: DraftFinding[]): DraftFinding[] {
  const lines = new Set(typed.map((f) => `${f.doc?.path}\u0000${f.doc?.line}`));
  const kept = drafts.filter(
    (f) => !(f.doc && GUESSING_RULES.has(f.rule) && lines.has(`${f.doc.path}\u0000${f.doc.line}`)),
  );
  return [...kept, ...typed];
}
