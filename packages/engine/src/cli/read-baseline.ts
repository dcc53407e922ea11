import { readFileSync } from 'node:fs';
import { UsageError } from './parse-cli-args.js';

/** The fingerprints of a saved JSON report: findings already known, left out of this run. */
export function readBaseline(file: string): Set<string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`cannot read baseline ${file}: ${(error as Error).message}`);
  }
  const findings =
    typeof parsed === 'object' && parsed !== null && 'findings' in parsed ? parsed.findings : undefined;
  if (!Array.isArray(findings)) throw new UsageError(`baseline ${file} is not a driftwatch JSON report`);
  return new Set(
    findings.map((f: unknown) =>
      typeof f === 'object' && f !== null && 'fingerprint' in f ? String(f.fingerprint) : '',
    ),
  );
}
