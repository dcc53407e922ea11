import type { DriftIssueActivity, DriftIssueStatus } from '@driftwatch/contract';
import { statusLabel } from './issue-labels';

/** A history entry in words: a headline and, when the entry has one, the why or the text. */
export interface ActivityText {
  title: string;
  note: string | null;
}

/** The timeline shows 7 characters of a commit. */
function shortSha(sha: string | null): string | null {
  return sha ? sha.slice(0, 7) : null;
}

const channelNames: Record<string, string> = {
  email: 'email',
  webhook: 'webhook',
  slack: 'Slack',
  teams: 'Microsoft Teams',
};

function describeAlert(entry: DriftIssueActivity): string {
  if (!entry.alert) return entry.kind === 'alert_sent' ? 'Alert sent' : 'Alert failed';
  const { type, event, target } = entry.alert;
  const how = `${statusLabel(event)} alert by ${channelNames[type] ?? type}${target ? ` to ${target}` : ''}`;
  return entry.kind === 'alert_sent' ? `Sent a ${how}` : `Could not send a ${how}`;
}

/** The title a status reached gets in the timeline ("Issue Resolved" is the spec's). */
export const statusChangeTitles: Record<DriftIssueStatus, string> = {
  resolved: 'Issue Resolved',
  ignored: 'Issue Ignored',
  false_positive: 'Marked as False Positive',
  in_progress: 'Marked In Progress',
  open: 'Issue Re-opened',
};

/** "Re-opened: still detected in commit abc1234", a regression the scanner found. */
export function reopenedTitle(entry: DriftIssueActivity): string {
  const sha = shortSha(entry.commit_sha);
  return sha ? `Re-opened: still detected in commit ${sha}` : 'Re-opened: still detected';
}

export function describeIssueActivity(entry: DriftIssueActivity): ActivityText {
  const sha = shortSha(entry.commit_sha);
  switch (entry.kind) {
    case 'detected':
      return { title: sha ? `Detected by the scan of commit ${sha}` : 'Detected', note: null };
    case 'reopened':
      return { title: reopenedTitle(entry), note: null };
    case 'status_changed':
      return {
        title:
          entry.from_status && entry.to_status
            ? `Changed the status from ${statusLabel(entry.from_status)} to ${statusLabel(entry.to_status)}`
            : 'Changed the status',
        note: entry.note,
      };
    case 'comment_added':
      return { title: 'Commented', note: entry.note };
    case 'alert_sent':
    case 'alert_failed':
      return { title: describeAlert(entry), note: entry.note };
    case 'tracker_pushed':
      return {
        title: entry.tracker
          ? `Pushed to ${entry.tracker.name} as ${entry.tracker.key}`
          : 'Pushed to a tracker',
        note: null,
      };
  }
}
