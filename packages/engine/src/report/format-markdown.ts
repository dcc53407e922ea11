import type { ScanReport } from '../model/finding.js';

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** The certain fixes, folded: a reviewer opens them, or runs `driftwatch fix` to apply them all. */
function patches(report: ScanReport): string[] {
  const withPatch = report.findings.filter((f) => f.patch);
  if (withPatch.length === 0) return [];
  const n = withPatch.length;
  return [
    '',
    '<details>',
    `<summary>${n} fix${n === 1 ? '' : 'es'} to apply (<code>driftwatch fix</code> applies ${n === 1 ? 'it' : 'them all'})</summary>`,
    '',
    ...withPatch.flatMap((f) => {
      const patch = (f.patch ?? '').trimEnd();
      // Context lines may hold a doc's own code fence: the block's fence must be longer.
      const longest = Math.max(2, ...[...patch.matchAll(/`+/g)].map((m) => m[0].length));
      const fence = '`'.repeat(longest + 1);
      return [`${fence}diff`, patch, fence, ''];
    }),
    '</details>',
  ];
}

const LISTED = 20;

/** A pull-request comment: a summary line and a table of findings. */
export function formatMarkdown(report: ScanReport): string {
  const n = report.findings.length;
  // Test data and example projects can be many pages: a comment names the first few.
  const skipped = report.skipped.slice(0, LISTED).map((s) => `- \`${s.path}\` ${cell(s.reason)}`);
  if (report.skipped.length > LISTED) skipped.push(`- and ${report.skipped.length - LISTED} more`);
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
  return `${[...out, ...patches(report), ...notRead].join('\n')}\n`;
}
