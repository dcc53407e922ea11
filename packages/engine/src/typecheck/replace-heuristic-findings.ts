import type { DraftFinding } from '../rules/rule.js';
import type { Abstention } from './check-examples-with-typescript.js';

/** Rules that guess a receiver's type from names; the type checker's word is better on their lines. */
const GUESSING_RULES = new Set(['code-examples', 'api-references']);

/**
 * One finding per claim: on a doc line the type checker judged, its finding replaces what the
 * name-guessing rules said there (which might name another member, or the same one twice). Where
 * it saw a name on an open type (a plugin's member, options extending a platform type), their
 * guesses on that line are dropped too.
 */
export function replaceHeuristicFindings(
  drafts: DraftFinding[],
  typed: DraftFinding[],
  abstentions: Abstention[],
): DraftFinding[] {
  const lines = new Set(typed.map((f) => `${f.doc?.path}\u0000${f.doc?.line}`));
  // By line: the guessing rules name an option's call (`secure`) where the checker names its key.
  const open = new Set(abstentions.map((a) => `${a.path}\u0000${a.line}`));
  // A call chain split over lines (`program\n  .requiredOption()`): the guess sits on the chain's
  // first line, the checker's finding on the member's own line just below.
  const near = (f: DraftFinding) =>
    typed.some(
      (t) =>
        t.identifier === f.identifier &&
        t.doc?.path === f.doc?.path &&
        Math.abs((t.doc?.line ?? 0) - (f.doc?.line ?? 0)) <= 2,
    );
  const kept = drafts.filter((f) => {
    if (!f.doc || !GUESSING_RULES.has(f.rule)) return true;
    const line = `${f.doc.path}\u0000${f.doc.line}`;
    return !lines.has(line) && !open.has(line) && !near(f);
  });
  return [...kept, ...typed];
}
