import type { DashboardActivityEntry } from '@driftwatch/contract';
import { countOf } from '../../../lib/count-of';

type IssueEntry = Extract<DashboardActivityEntry, { type: 'issue' }>;
type ScanEntry = Extract<DashboardActivityEntry, { type: 'scan' }>;

const statusWords: Record<string, string> = {
  open: 'open',
  in_progress: 'in progress',
  resolved: 'resolved',
  ignored: 'ignored',
  false_positive: 'false positive',
};

function describeIssue(entry: IssueEntry): string {
  const key = entry.issue.key;
  switch (entry.kind) {
    case 'status_changed':
      return entry.to_status === 'resolved'
        ? `${entry.actor_name} resolved ${key}`
        : `${entry.actor_name} marked ${key} ${statusWords[entry.to_status ?? ''] ?? 'changed'}`;
    case 'comment_added':
      return `${entry.actor_name} commented on ${key}`;
    case 'tracker_pushed':
      return `${entry.actor_name} pushed ${key} to the tracker`;
    case 'reopened':
      return `${key} was re-opened`;
    case 'detected':
      return `${key} was detected`;
    default:
      return `${entry.actor_name} updated ${key}`;
  }
}

function describeScan(entry: ScanEntry): string {
  const where = `Scan of ${entry.repository.name}`;
  switch (entry.status) {
    case 'queued':
      return `${where} queued`;
    case 'running':
      return `${where} running`;
    case 'failed':
      return `${where} failed`;
    default: {
      const created = entry.issues_created ?? 0;
      const resolved = entry.issues_resolved ?? 0;
      if (created === 0 && resolved === 0) return `${where}: no new drift`;
      const parts = [];
      if (created > 0) parts.push(`${countOf(created, 'new issue')}`);
      if (resolved > 0) parts.push(`${resolved} resolved`);
      return `${where}: ${parts.join(', ')}`;
    }
  }
}

/** An activity entry as one line a person reads, and the detail under it (a note, an error, a title). */
export function describeDashboardActivity(entry: DashboardActivityEntry): {
  title: string;
  detail: string | null;
} {
  if (entry.type === 'scan')
    return {
      title: describeScan(entry),
      detail:
        entry.status === 'failed'
          ? entry.error
          : entry.commit_sha
            ? `Commit ${entry.commit_sha.slice(0, 7)}`
            : null,
    };
  return {
    title: describeIssue(entry),
    detail: entry.kind === 'comment_added' && entry.note ? entry.note : entry.issue.title,
  };
}
