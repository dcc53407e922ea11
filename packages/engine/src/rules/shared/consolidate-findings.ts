import { SEVERITY_RANK } from '../../model/finding.js';
import type { DraftFinding } from '../rule.js';

function score(f: DraftFinding): number {
  return SEVERITY_RANK[f.severity] * 10 + f.confidence;
}

/**
 * One finding per doc line: when several rules flag the same line (an example both calls a removed
 * method and passes a wrong argument), the strongest finding stays and mentions the others.
 */
export function consolidateFindings(findings: DraftFinding[]): DraftFinding[] {
  const byLine = new Map<string, DraftFinding[]>();
  const out: DraftFinding[] = [];
  for (const f of findings) {
    if (!f.doc) {
      out.push(f);
      continue;
    }
    const key = `${f.doc.path}\u0000${f.doc.line}`;
    const list = byLine.get(key) ?? [];
    list.push(f);
    byLine.set(key, list);
  }
  for (const list of byLine.values()) {
    const sorted = [...list].sort((a, b) => score(b) - score(a));
    const [best, ...rest] = sorted;
    if (!best) continue;
    const others = rest.filter((r) => r.identifier !== best.identifier || r.subtype !== best.subtype);
    if (others.length === 0) {
      out.push(best);
      continue;
    }
    out.push({
      ...best,
      description: `${best.description} Also on this line: ${others.map((o) => o.title).join('; ')}.`,
      suggestions: [...best.suggestions, ...others.flatMap((o) => o.suggestions)].slice(0, 5),
    });
  }
  const pathOf = (f: DraftFinding) => f.doc?.path ?? f.code?.path ?? '';
  return out.sort(
    (a, b) =>
      (pathOf(a) < pathOf(b) ? -1 : pathOf(a) > pathOf(b) ? 1 : 0) ||
      (a.doc?.line ?? a.code?.line ?? 0) - (b.doc?.line ?? b.code?.line ?? 0),
  );
}
