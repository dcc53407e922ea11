import { createHash } from 'node:crypto';
import type { Finding } from '../model/finding.js';
import type { DraftFinding } from '../rules/rule.js';

/**
 * Stable across runs, machines and line shifts: built from the rule, the doc path, the identifier
 * and the whitespace-normalised claim, never from line numbers. Repeats get an ordinal.
 */
export function addFingerprints(drafts: DraftFinding[]): Finding[] {
  const seen = new Map<string, number>();
  return drafts.map((d) => {
    // Drift of the code (an undocumented export) is where the code is, whatever doc it points to.
    const at = d.category === 'code' && d.code ? { path: d.code.path, claim: d.code.reality } : d.doc;
    const claim = (at?.claim ?? d.code?.reality ?? '').replace(/\s+/g, ' ').trim();
    const basis = [d.subtype, at?.path ?? d.code?.path ?? '', d.identifier, claim].join('\u0000');
    const count = seen.get(basis) ?? 0;
    seen.set(basis, count + 1);
    const fingerprint = createHash('sha256').update(`${basis}\u0000${count}`).digest('hex').slice(0, 24);
    return { fingerprint, ...d };
  });
}
