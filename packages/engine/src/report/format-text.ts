import type { DocFormat, ScanReport } from '../model/finding.js';

const FORMAT_NAME: Record<DocFormat, string> = {
  markdown: 'Markdown',
  mdx: 'MDX',
  rst: 'reStructuredText',
  asciidoc: 'AsciiDoc',
};
/** Paths named per format; a docs site of hundreds of pages gets a count for the rest. */
const LISTED = 20;

/** One line per format: how many pages were read as it, and which. */
function docsReadLines(report: ScanReport): string[] {
  const byFormat = new Map<DocFormat, string[]>();
  for (const doc of report.docsRead)
    byFormat.set(doc.format, [...(byFormat.get(doc.format) ?? []), doc.path]);
  return [...byFormat].map(([format, paths]) => {
    const more = paths.length > LISTED ? `, ... (${paths.length - LISTED} more)` : '';
    return `read ${paths.length} ${FORMAT_NAME[format]} doc file(s): ${paths.slice(0, LISTED).join(', ')}${more}`;
  });
}

/** One line per group of pages left out without a line each: how many, why, and where. */
function skippedGroupLines(report: ScanReport): string[] {
  return report.skippedGroups.map((group) => {
    const count = `${group.atLeast ? 'at least ' : ''}${group.docFiles} doc file(s)`;
    const more = group.paths.length > LISTED ? `, ... (${group.paths.length - LISTED} more)` : '';
    return `SKIPPED  ${count}: ${group.reason} (${group.paths.slice(0, LISTED).join(', ')}${more})`;
  });
}

export function formatText(report: ScanReport): string {
  const lines: string[] = [];
  for (const f of report.findings) {
    const where = f.doc ? `${f.doc.path}:${f.doc.line}` : f.code ? `${f.code.path}:${f.code.line}` : '';
    lines.push(`${where}  ${f.severity.toUpperCase()}  ${f.subtype}  ${f.title}`);
    if (f.code) lines.push(`    code: ${f.code.path}:${f.code.line}  ${f.code.reality}`);
    for (const s of f.suggestions.slice(0, 2)) lines.push(`    fix: ${s}`);
    if (f.patch)
      lines.push(
        '    patch:',
        ...f.patch
          .trimEnd()
          .split('\n')
          .map((l) => `      ${l}`),
      );
  }
  lines.push(...docsReadLines(report));
  for (const skipped of report.skipped) lines.push(`${skipped.path}  SKIPPED  ${skipped.reason}`);
  lines.push(...skippedGroupLines(report));
  const s = report.stats;
  lines.push(
    `${report.findings.length} finding(s) in ${s.docFiles} doc file(s) and ${s.codeFiles} code file(s), ${s.durationMs} ms`,
  );
  return `${lines.join('\n')}\n`;
}
