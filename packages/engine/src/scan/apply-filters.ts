import picomatch from 'picomatch';
import type { DriftwatchConfig } from '../config/config.js';
import type { Finding } from '../model/finding.js';

/** Drops findings ignored in the config (by fingerprint, rule/subtype or path) or present in a baseline. */
export function applyFilters(
  findings: Finding[],
  config: DriftwatchConfig,
  baseline?: Set<string>,
): Finding[] {
  const fingerprints = new Set(config.ignore.fingerprints);
  const rules = new Set(config.ignore.rules);
  const paths = config.ignore.paths.length > 0 ? picomatch(config.ignore.paths, { dot: true }) : undefined;
  return findings.filter((f) => {
    if (fingerprints.has(f.fingerprint) || baseline?.has(f.fingerprint)) return false;
    if (rules.has(f.rule) || rules.has(f.subtype)) return false;
    const p = f.doc?.path ?? f.code?.path;
    if (paths && p && paths(p)) return false;
    return true;
  });
}
