import type { DriftSeverity } from '@driftwatch/contract';
import type { DriftIssueWithRepository } from '@driftwatch/db';
import { commitWebUrl } from '../drift-issues/to-drift-issue.js';

/** Linear's priorities: 1 urgent, 2 high, 3 medium, 4 low (0 is none). */
const linearPriorities = { critical: 1, high: 2, medium: 3, low: 4 } as const satisfies Record<
  DriftSeverity,
  number
>;

export interface LinearIssueText {
  title: string;
  description: string;
  priority: number;
}

/** A code fence longer than any backtick run in the text, so quoted code cannot close it early. */
function fenced(text: string): string {
  const longestRun = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence}\n${text}\n${fence}`;
}

function where(location: string | null, line: number | null): string | null {
  if (!location) return null;
  return line ? `\`${location}\` line ${line}` : `\`${location}\``;
}

function fixText(issue: DriftIssueWithRepository): string[] {
  const { metadata } = issue;
  const parts: string[] = [];
  if (metadata.ai_suggestion) parts.push(metadata.ai_suggestion);
  if (typeof metadata.fix_details === 'string' && metadata.fix_details !== '') {
    parts.push(metadata.fix_details);
  } else if (metadata.fix_details && typeof metadata.fix_details === 'object') {
    parts.push(fenced(JSON.stringify(metadata.fix_details, null, 2)));
  }
  for (const suggestion of issue.suggestions) parts.push(`- ${suggestion}`);
  return parts;
}

function evidence(issue: DriftIssueWithRepository): string[] {
  const lines = [`- Repository: ${issue.repositoryName}`];
  if (issue.commitSha) {
    const url = commitWebUrl(issue.repositoryWebUrl, issue.commitSha);
    const sha = issue.commitSha.slice(0, 7);
    const commit = url ? `[${sha}](${url})` : `\`${sha}\``;
    const message = issue.commitMessage ? ` ${issue.commitMessage.split('\n')[0]}` : '';
    lines.push(`- Introduced by commit ${commit}${message}${issue.author ? ` (${issue.author})` : ''}`);
  }
  for (const file of issue.affectedFiles) {
    const names = [...file.functions, ...file.classes, ...file.exports];
    lines.push(`- \`${file.path}\`${names.length > 0 ? `: ${names.join(', ')}` : ''}`);
  }
  lines.push(
    `- Detected by ${issue.detectorName}${issue.detectionReason ? `: ${issue.detectionReason}` : ''}`,
    `- Confidence ${Math.round(issue.confidence * 100)}%, seen in ${issue.detectionCount} scan(s)`,
  );
  return lines;
}

/**
 * The Linear issue for a drift issue: what the docs claim, what the code does, the fix, the
 * evidence and a link back, so whoever picks it up in Linear needs nothing else.
 */
export function describeDriftForLinear(issue: DriftIssueWithRepository, publicUrl: string): LinearIssueText {
  const { metadata } = issue;
  const sections: string[] = [`**${issue.key}** · severity ${issue.severity} · ${issue.repositoryName}`];
  if (issue.description) sections.push(issue.description);
  const docWhere = where(metadata.doc_location, metadata.doc_line);
  if (metadata.doc_claim || docWhere) {
    sections.push(
      ['## What the documentation says', metadata.doc_claim ? fenced(metadata.doc_claim) : null, docWhere]
        .filter((part) => part !== null)
        .join('\n\n'),
    );
  }
  const code = metadata.code_reality ?? metadata.actual_implementation;
  const codeWhere = where(metadata.code_location, metadata.code_line);
  if (code || codeWhere) {
    sections.push(
      ['## What the code does', code ? fenced(code) : null, codeWhere]
        .filter((part) => part !== null)
        .join('\n\n'),
    );
  }
  const fix = fixText(issue);
  if (fix.length > 0) sections.push(['## Suggested fix', ...fix].join('\n\n'));
  sections.push(['## Evidence', ...evidence(issue)].join('\n'));
  sections.push(`[Open ${issue.key} in Driftwatch](${publicUrl}/drift-issues/${issue.id})`);
  return {
    title: `${issue.key}: ${issue.title}`.slice(0, 255),
    description: sections.join('\n\n'),
    priority: linearPriorities[issue.severity],
  };
}
