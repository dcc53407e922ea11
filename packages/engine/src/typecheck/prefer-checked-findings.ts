import type { DraftFinding } from '../rules/rule.js';

/** The rules whose guesses about an API a type checker's verdict on the same doc line replaces. */
const GUESSING_RULES = new Set(['code-examples', 'api-references']);

/**
 * One finding per claim: where a type checker reported a doc line, the heuristic findings about APIs
 * on that line give way to it (the checker resolved the names the heuristics guessed at); where it
 * resolved the line and found it right (`verified`, `path\u0000line`), they are dropped.
 */
export function preferCheckedFindings(
  drafts: DraftFinding[],
  checked: DraftFinding[],
  verified: Set<string>,
): DraftFinding[] {
  const lines = new Set([...verified, ...checked.map((f) => `${f.doc?.path}\u0000${f.doc?.line}`)]);
  const kept = drafts.filter(
    (f) => !f.doc || !GUESSING_RULES.has(f.rule) || !lines.has(`${f.doc.path}\u0000${f.doc.line}`),
  );
  return [...kept, ...checked];
}
