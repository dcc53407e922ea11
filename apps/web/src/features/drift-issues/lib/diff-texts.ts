import type { DriftIssue, StructuredDiff } from '@driftwatch/contract';
import { countOf } from '../../../lib/count-of';

/** A short summary of the change behind the issue, for pasting into a ticket or chat. */
export function diffSummary(issue: Pick<DriftIssue, 'key' | 'title'>, diff: StructuredDiff): string {
  const lines = [
    `${issue.key}: ${issue.title}`,
    `Commit ${diff.commit_sha.slice(0, 8)} by ${diff.author}: ${diff.commit_message.split('\n')[0] ?? ''}`,
    `${countOf(diff.stats.files, 'file')} changed, +${diff.stats.additions} −${diff.stats.deletions}`,
  ];
  if (diff.concerns.length > 0)
    lines.push(`Concerns: ${diff.concerns.map((concern) => concern.name).join(', ')}`);
  return lines.join('\n');
}

/** A Markdown template for the documentation update, one checklist entry per concern. */
export function docUpdateTemplate(
  issue: Pick<DriftIssue, 'key' | 'title' | 'metadata'>,
  diff: StructuredDiff,
): string {
  const concerns = diff.concerns.length > 0 ? diff.concerns : [];
  return [
    `## Documentation update for ${issue.key}`,
    '',
    issue.title,
    '',
    `Code change: ${diff.commit_sha.slice(0, 8)} — ${diff.commit_message.split('\n')[0] ?? ''}`,
    issue.metadata.doc_location ? `Documentation: ${issue.metadata.doc_location}` : '',
    '',
    '### Checklist',
    ...(concerns.length > 0
      ? concerns.map(
          (concern) => `- [ ] Update the docs for \`${concern.name}\` (${concern.kind} in ${concern.path})`,
        )
      : ['- [ ] Update the documentation to match the code']),
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
}
