import type { ScanReport } from '../model/finding.js';

export function formatText(report: ScanReport): string {
  const lines: string[] = [];
  for (const f of report.findings) {
    const where = f.doc ? `${f.doc.path}:${f.doc.line}` : f.code ? `${f.code.path}:${f.code.line}` : '';
    lines.push(`${where}  ${f.severity.toUpperCase()}  ${f.subtype}  ${f.title}`);
    if (f.code) lines.push(`    code: ${f.code.path}:${f.code.line}  ${f.code.reality}`);
    for (const s of f.suggestions.slice(0, 2)) lines.push(`    fix: ${s}`);
  }
  for (const skipped of report.skipped) lines.push(`${skipped.path}  SKIPPED  ${skipped.reason}`);
  const s = report.stats;
  lines.push(
    `${report.findings.length} finding(s) in ${s.docFiles} doc file(s) and ${s.codeFiles} code file(s), ${s.durationMs} ms`,
  );
  return `${lines.join('\n')}\n`;
}
