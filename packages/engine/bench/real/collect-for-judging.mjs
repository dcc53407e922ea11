import { createHash } from 'node:crypto';

const PER_REPOSITORY = 15;

/**
 * A finding's key in judgments.json: its subtype, doc line and identifier at the pinned commit. Not
 * the engine's fingerprint, which also hashes the claim as the engine words it, so a verdict given to
 * one build's finding still applies when another build reports the same name on the same line.
 */
function judgingKey(finding) {
  const where = finding.doc ? `${finding.doc.path}:${finding.doc.line}` : (finding.code?.path ?? '');
  return `${finding.subtype} ${where} ${finding.identifier}`;
}

const rank = (key) => createHash('sha1').update(key).digest('hex');

/**
 * The findings of one repository to be judged TRUE / FALSE / DEBATABLE: up to 15, drawn by hash of
 * their key so the sample favours no rule, undocumented-API findings apart (they say what the docs
 * lack, not what they get wrong).
 */
export function collectForJudging(report) {
  return report.findings
    .filter((f) => !f.subtype.includes('undocumented'))
    .map((f) => ({
      key: judgingKey(f),
      subtype: f.subtype,
      identifier: f.identifier,
      description: f.description,
      suggestions: f.suggestions,
    }))
    .sort((a, b) => rank(a.key).localeCompare(rank(b.key)))
    .slice(0, PER_REPOSITORY);
}
