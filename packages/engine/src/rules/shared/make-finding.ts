import type { Severity } from '../../model/finding.js';
import type { CertainRename, DraftFinding } from '../rule.js';

const DISPLAY_PREFIX: Record<string, string> = {
  internal_docs: 'internal',
  external_docs: 'external',
  pr: 'pr',
  code: 'code',
  security: 'security',
};

export interface FindingInput {
  rule: string;
  subtype: string;
  severity: Severity;
  confidence: number;
  title: string;
  description: string;
  identifier: string;
  doc: { path: string; line: number; endLine?: number; claim: string } | null;
  code?: { path: string; line: number; reality: string } | null;
  suggestions?: string[];
  category?: DraftFinding['category'];
  rename?: CertainRename;
}

export function makeFinding(input: FindingInput): DraftFinding {
  const category = input.category ?? 'internal_docs';
  return {
    category,
    subtype: input.subtype,
    type: `${DISPLAY_PREFIX[category] ?? category}_${input.subtype}`,
    severity: input.severity,
    confidence: Math.round(Math.min(0.99, Math.max(0.05, input.confidence)) * 100) / 100,
    title: input.title,
    description: input.description,
    identifier: input.identifier,
    doc: input.doc
      ? { ...input.doc, endLine: input.doc.endLine ?? input.doc.line, claim: input.doc.claim.slice(0, 300) }
      : null,
    code: input.code ?? null,
    suggestions: input.suggestions ?? [],
    rule: input.rule,
    ...(input.rename ? { rename: input.rename } : {}),
  };
}
