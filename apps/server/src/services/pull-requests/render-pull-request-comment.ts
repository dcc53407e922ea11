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

/** Keeps the comment well under GitHub's 65,536-character limit on a pull request with much drift. */
const maxPatches = 20;

/**
 * The certain fixes as patches, folded away under the table: each applies with `git apply`, and
 * `npx driftwatch fix` applies them all to a checkout.
 */
function patchBlock(findings: Finding[], suggested: ReadonlySet<string>): string[] {
  const count = findings.filter((finding) => suggested.has(finding.fingerprint)).length;
  const offered =
    count === 0
      ? []
      : [
          '',
          count === 1
            ? 'One certain fix is offered as a suggestion on a changed line: commit it from its review comment.'
            : `${count} certain fixes are offered as suggestions on the changed lines: commit them from their review comments.`,
        ];
  const patches = findings.flatMap((finding) =>
    finding.patch && !suggested.has(finding.fingerprint) ? [finding.patch] : [],
  );
  if (patches.length === 0) return offered;
  const shown = patches.slice(0, maxPatches);
  const more = patches.length - shown.length;
  return [
    ...offered,
    '',
    '<details>',
    `<summary>${patches.length === 1 ? 'A patch for the certain fix' : `Patches for ${patches.length} certain fixes`} (apply with <code>git apply</code>, or run <code>npx driftwatch fix</code>)</summary>`,
    '',
    ...shown.flatMap((patch) => ['```diff', patch.trimEnd(), '```', '']),
    ...(more > 0 ? [`and ${more} more: run \`npx driftwatch fix --dry-run\` for all of them.`, ''] : []),
    '</details>',
  ];
}

/**
 * The pull request's one Driftwatch comment: the marker (so each push edits it in place), then a
 * table of the drift the head commit leaves (severity, doc line, fix), or, once a push fixed
 * everything, a line that says so. Fixes offered as suggestions on the diff (`suggested`, by
 * finding fingerprint) are not repeated as patches.
 */
export function renderPullRequestComment(input: {
  findings: Finding[];
  fixed: number;
  suggested?: ReadonlySet<string>;
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
    ...patchBlock(sorted, input.suggested ?? new Set()),
  );
  return `${lines.join('\n')}\n`;
}
