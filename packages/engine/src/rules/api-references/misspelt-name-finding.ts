import type { SymbolFact } from '../../facts/types.js';
import type { DraftFinding } from '../rule.js';
import { makeFinding } from '../shared/make-finding.js';

export interface MisspeltName {
  /** The name as the docs write it, and how the title shows it (`client.Fetch`). */
  name: string;
  shown?: string;
  /** The project name it most likely means, and who has it (`the code`, a class). */
  target: string;
  owner?: string;
  description: string;
  doc: { path: string; line: number; claim: string };
  /** The declaration of the target, when there is one to point at. */
  symbol: SymbolFact | undefined;
}

/** A doc name one or two letters (or only case) away from exactly one project name: rename it. */
export function misspeltNameFinding(m: MisspeltName): DraftFinding {
  return makeFinding({
    rule: 'api-references',
    subtype: 'method_mismatch',
    severity: 'high',
    confidence: 0.8,
    title: `${m.shown ?? m.name} does not exist; ${m.owner ?? 'the code'} has ${m.target}`,
    description: m.description,
    identifier: m.name,
    doc: m.doc,
    code: m.symbol
      ? { path: m.symbol.location.path, line: m.symbol.location.line, reality: m.symbol.signature }
      : null,
    suggestions: [`Rename ${m.name} to ${m.target} in ${m.doc.path} line ${m.doc.line}`],
    rename: { from: m.name, to: m.target },
  });
}
