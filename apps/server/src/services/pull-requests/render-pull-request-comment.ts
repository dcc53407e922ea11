import type { Finding } from '@driftwatch/engine';
import { pullRequestCommentMarker } from './code-host-publisher.js';

/** Table cells are one line; a pipe would end the cell. */
function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replaceAll('|', '\\|');
}

function docCell(finding: Finding, lineUrl: (path: string, line: number) => string | null): string {
  const place = finding.doc ?? (finding.code ? { path: finding.code.path, line: finding.code.line } : null);
  if (!place) return '';
  const label = `${place.path}:${place.line}`;
  const url = lineUrl(place.path, place.line);
  return url ? `[${cell(label)}](${url})` : `\`${cell(label)}\``;
}

function fixCell(finding: Finding): string {
  return cell(finding.suggestions[0] ?? finding.description);
}

const severityOrder = ['critical', 'high', 'medium', 'low'];

/**
 * The pull request's one Driftwatch comment: the marker (so each push edits it in place), then a
 * table of the drift the head commit leaves (severity, doc line, fix), or, once a push fixed
 * everything, a line that says so.
 */
export function renderPullRequestComment(input: {
  findings: Finding[];
  fixed: number;
  headSha: string;
  lineUrl: (path: string, line: number) => string | null;
}): string {
  const lines = [pullRequestCommentMarker, '### Driftwatch: documentation drift', ''];
  const commit = `\`${input.headSha.slice(0, 7)}\``;
  if (input.findings.length === 0) {
    lines.push(
      input.fixed > 0
        ? `All fixed: as of ${commit} the docs match the code again (${input.fixed} ${input.fixed === 1 ? 'drift' : 'drifts'} fixed).`
        : `No documentation drift in ${commit}: the docs agree with the code this pull request changes.`,
    );
    return `${lines.join('\n')}\n`;
  }
  const sorted = [...input.findings].sort(
    (a, b) => severityOrder.indexOf(a.severity) - severityOrder.indexOf(b.severity),
  );
  const count = input.findings.length;
  lines.push(
    `This pull request leaves ${count} ${count === 1 ? 'doc' : 'docs'} out of date as of ${commit}${input.fixed > 0 ? ` (${input.fixed} fixed since the last push)` : ''}.`,
    '',
    '| Severity | Doc line | Fix |',
    '| --- | --- | --- |',
    ...sorted.map(
      (finding) => `| ${finding.severity} | ${docCell(finding, input.lineUrl)} | ${fixCell(finding)} |`,
    ),
  );
  return `${lines.join('\n')}\n`;
}
