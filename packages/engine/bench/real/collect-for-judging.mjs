import { createHash } from 'node:crypto';

const PER_REPOSITORY = 15;
const rank = (f) => createHash('sha1').update(f.fingerprint).digest('hex');

/**
 * The findings of one repository to be judged TRUE / FALSE / DEBATABLE: up to 15, drawn by hash so
 * the sample does not favour any rule, undocumented-API findings apart (they say what the docs lack,
 * not what they get wrong). Verdicts already given to the same finding are kept.
 */
export function collectForJudging(report, earlier = []) {
  const given = new Map(earlier.map((j) => [j.fingerprint, j]));
  return report.findings
    .filter((f) => !f.subtype.includes('undocumented'))
    .sort((a, b) => rank(a).localeCompare(rank(b)))
    .slice(0, PER_REPOSITORY)
    .map((f) => ({
      fingerprint: f.fingerprint,
      subtype: f.subtype,
      where: f.doc ? `${f.doc.path}:${f.doc.line}` : (f.code?.path ?? ''),
      identifier: f.identifier,
      description: f.description,
      suggestions: f.suggestions,
      verdict: given.get(f.fingerprint)?.verdict ?? null,
      ...(given.get(f.fingerprint)?.why ? { why: given.get(f.fingerprint).why } : {}),
    }));
}
