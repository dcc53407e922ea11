import type { ScanReport, Severity } from '../model/finding.js';

/** GitLab's Code Quality severities, from `info` to `blocker`. */
const SEVERITY: Record<Severity, 'info' | 'minor' | 'major' | 'critical'> = {
  critical: 'critical',
  high: 'major',
  medium: 'minor',
  low: 'info',
};

/**
 * GitLab's Code Quality report (`artifacts: reports: codequality`), the subset of the Code Climate
 * format the merge-request widget reads: one entry per finding with a location, keyed by the
 * finding's fingerprint so GitLab tells new drift from drift the target branch already had.
 */
export function formatCodeQuality(report: ScanReport): string {
  const entries = report.findings.flatMap((f) => {
    const at = f.doc ?? (f.code ? { path: f.code.path, line: f.code.line } : null);
    if (!at) return [];
    const suggestion = f.suggestions[0] ? ` Suggestion: ${f.suggestions[0]}` : '';
    return [
      {
        description: `${f.title}.${suggestion}`,
        check_name: `driftwatch/${f.subtype}`,
        fingerprint: f.fingerprint,
        severity: SEVERITY[f.severity],
        location: { path: at.path, lines: { begin: at.line } },
      },
    ];
  });
  return `${JSON.stringify(entries, null, 2)}\n`;
}
