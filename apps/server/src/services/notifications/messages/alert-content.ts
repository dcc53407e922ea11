import type { DriftSeverity } from '@driftwatch/contract';

/** One drift issue as every channel lists it. */
export interface AlertIssueLine {
  key: string;
  severity: DriftSeverity;
  title: string;
  /** The documentation place, `docs/guide.md:12`, or null when the engine did not name one. */
  docLocation: string | null;
  /** The issue in the web app. */
  url: string;
}

/**
 * The facts of one alert, the same for Slack, Teams, email and webhook: each channel only lays
 * them out. `issues` holds at most `alertIssueLimit` entries; `moreCount` says how many were left out.
 */
export interface AlertContent {
  /** One line that says what happened; the email subject and the chat notification text. */
  headline: string;
  /** A sentence below the headline (counts, the error of a failed scan). */
  summary: string;
  repositoryName: string;
  issues: AlertIssueLine[];
  moreCount: number;
  /** Where to go from the message: the repository's drift list or the issue. */
  link: { label: string; url: string };
  /** Set when the alert is about a failure, so channels can colour it. */
  tone: 'info' | 'warning' | 'danger' | 'success';
}

/** More lines than this turn a chat message into a wall; the rest is counted as "and N more". */
export const alertIssueLimit = 10;

const severityRank: Record<DriftSeverity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** Most severe first, then by key, capped at the limit. */
export function listIssueLines(lines: AlertIssueLine[]): Pick<AlertContent, 'issues' | 'moreCount'> {
  const sorted = [...lines].sort(
    (left, right) =>
      severityRank[left.severity] - severityRank[right.severity] ||
      left.key.localeCompare(right.key, 'en', { numeric: true }),
  );
  return {
    issues: sorted.slice(0, alertIssueLimit),
    moreCount: Math.max(0, sorted.length - alertIssueLimit),
  };
}

export function moreLine(moreCount: number): string {
  return `and ${moreCount} more`;
}
