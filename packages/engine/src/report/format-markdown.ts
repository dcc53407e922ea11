import type { ScanReport } from '../model/finding.js';

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** A pull-request comment: a summary line and a table of findings. */
export function formatMarkdown(report: ScanReport): string {
  const n = report.findings.length;
  const skipped = report.skipped.map((s) => `- \`${s.path}\` ${cell(s.reason)}`);
  const notRead = skipped.length > 0 ? ['', 'Files left out of the scan:', '', ...skipped] : [];
  if (n === 0) return `${['### Driftwatch', '', 'No documentation drift found.', ...notRead].join('\n')}\n`;
  const out = [
    '### Driftwatch',
    '',
    `Found **${n}** documentation drift finding${n === 1 ? '' : 's'}${report.base ? ` against \`${report.base}\`` : ''}.`,
    '',
    '| Severity | Where | Finding | Suggestion |',
    '| --- | --- | --- | --- |',
  ];
  for (const f of report.findings) {
    const where = f.doc
      ? `\`${f.doc.path}:${f.doc.line}\``
      : f.code
        ? `\`${f.code.path}:${f.code.line}\``
        : '';
    out.push(`| ${f.severity} | ${where} | ${cell(f.title)} | ${cell(f.suggestions[0] ?? '')} |`);
  }
  return `${[...out, ...notRead].join('\n')}\n`;
}
