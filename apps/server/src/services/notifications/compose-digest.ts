import type { DriftIssueRow, RepositoryRow } from '@driftwatch/db';
import type { Notification } from './compose-notification.js';
import { issuePayload, toIssueLine } from './compose-notification.js';
import { listIssueLines } from './messages/alert-content.js';

/** The day's digest of a repository's open drift, most severe first; nothing when none is open. */
export function composeDigest(
  publicUrl: string,
  repository: RepositoryRow,
  open: { issues: DriftIssueRow[]; total: number },
  day: string,
): Notification | undefined {
  if (open.total === 0) return undefined;
  const lines = listIssueLines(open.issues.map((issue) => toIssueLine(publicUrl, issue)));
  return {
    event: 'digest',
    content: {
      headline: `Daily drift digest for ${repository.fullName}`,
      summary: `${open.total} open drift issue${open.total === 1 ? '' : 's'} on ${day}.`,
      repositoryName: repository.fullName,
      issues: lines.issues,
      moreCount: open.total - lines.issues.length,
      link: { label: 'View drift issues', url: `${publicUrl}/drift-issues` },
      tone: 'info',
    },
    payload: {
      event: 'digest',
      day,
      repository: { id: repository.id, name: repository.fullName },
      open_count: open.total,
      issues: open.issues.map((issue) => issuePayload(publicUrl, issue)),
    },
    // A digest repeats what earlier alerts said; it is not recorded on each issue.
    issueIds: [],
  };
}
