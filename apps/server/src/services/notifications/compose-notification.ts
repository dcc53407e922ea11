import type { DriftIssueRow, RepositoryRow, ScanRow } from '@driftwatch/db';

/** The events a channel may listen to, by what happened; each has its dialog id and display id. */
const eventAliases = {
  drift_detected: ['drift_detected', 'driftDetected'],
  critical_drift: ['criticalDrift'],
  resolved: ['resolved'],
  scan_completed: ['scan_completed', 'scanCompleted'],
  scan_failed: ['scan_failed', 'scanFailed'],
} as const;
export type NotificationEventKind = keyof typeof eventAliases;

export interface Notification {
  event: NotificationEventKind;
  subject: string;
  text: string;
  /** The webhook body. */
  payload: Record<string, unknown>;
  issueIds: string[];
}

function issueLines(issues: DriftIssueRow[], publicUrl: string): string {
  return issues
    .slice(0, 20)
    .map(
      (issue) =>
        `- ${issue.key} [${issue.severity}] ${issue.title}\n  ${publicUrl}/drift-issues/${issue.key}`,
    )
    .join('\n');
}

function issuePayload(issue: DriftIssueRow, publicUrl: string) {
  return {
    id: issue.id,
    key: issue.key,
    title: issue.title,
    severity: issue.severity,
    status: issue.status,
    url: `${publicUrl}/drift-issues/${issue.key}`,
  };
}

/** What to send for one scan outcome, or nothing when there is nothing to say. */
export function composeScanNotifications(
  publicUrl: string,
  repository: RepositoryRow,
  scan: ScanRow,
  created: DriftIssueRow[],
  resolved: DriftIssueRow[],
): Notification[] {
  const base = {
    repository: { id: repository.id, name: repository.fullName },
    scan: { id: scan.id, status: scan.status, commit_sha: scan.commitSha },
  };
  if (scan.status === 'failed') {
    return [
      {
        event: 'scan_failed',
        subject: `Driftwatch: scan of ${repository.fullName} failed`,
        text: `The scan of ${repository.fullName} failed: ${scan.error ?? 'unknown error'}\n\n${publicUrl}/repositories`,
        payload: { event: 'scan_failed', ...base, error: scan.error },
        issueIds: [],
      },
    ];
  }
  const notifications: Notification[] = [
    {
      event: 'scan_completed',
      subject: `Driftwatch: scan of ${repository.fullName} completed`,
      text: `The scan of ${repository.fullName} at ${scan.commitSha?.slice(0, 7) ?? 'head'} completed: ${scan.issuesCreated ?? 0} new, ${scan.issuesRedetected ?? 0} still present, ${scan.issuesResolved ?? 0} resolved.`,
      payload: {
        event: 'scan_completed',
        ...base,
        counts: {
          created: scan.issuesCreated,
          redetected: scan.issuesRedetected,
          resolved: scan.issuesResolved,
        },
      },
      issueIds: [],
    },
  ];
  if (created.length > 0) {
    notifications.push({
      event: 'drift_detected',
      subject: `Driftwatch: ${created.length} new drift issue${created.length === 1 ? '' : 's'} in ${repository.fullName}`,
      text: `New documentation drift in ${repository.fullName}:\n\n${issueLines(created, publicUrl)}`,
      payload: {
        event: 'drift_detected',
        ...base,
        issues: created.map((issue) => issuePayload(issue, publicUrl)),
      },
      issueIds: created.map((issue) => issue.id),
    });
  }
  const critical = created.filter((issue) => issue.severity === 'critical');
  if (critical.length > 0) {
    notifications.push({
      event: 'critical_drift',
      subject: `Driftwatch: critical drift in ${repository.fullName}`,
      text: `Critical documentation drift in ${repository.fullName}:\n\n${issueLines(critical, publicUrl)}`,
      payload: {
        event: 'critical_drift',
        ...base,
        issues: critical.map((issue) => issuePayload(issue, publicUrl)),
      },
      issueIds: critical.map((issue) => issue.id),
    });
  }
  if (resolved.length > 0) {
    notifications.push({
      event: 'resolved',
      subject: `Driftwatch: ${resolved.length} drift issue${resolved.length === 1 ? '' : 's'} resolved in ${repository.fullName}`,
      text: `No longer detected in ${repository.fullName}:\n\n${issueLines(resolved, publicUrl)}`,
      payload: {
        event: 'resolved',
        ...base,
        issues: resolved.map((issue) => issuePayload(issue, publicUrl)),
      },
      issueIds: resolved.map((issue) => issue.id),
    });
  }
  return notifications;
}

export function channelListensTo(events: readonly string[], kind: NotificationEventKind): boolean {
  const aliases: readonly string[] = eventAliases[kind];
  return events.some((event) => aliases.includes(event));
}
