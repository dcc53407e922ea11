import type { DriftIssueRow, RepositoryRow, ScanRow } from '@driftwatch/db';
import { type AlertContent, type AlertIssueLine, listIssueLines } from './messages/alert-content.js';

/** The events a channel may listen to, by what happened; each has its dialog id and display id. */
const eventAliases = {
  drift_detected: ['drift_detected', 'driftDetected'],
  critical_drift: ['criticalDrift'],
  resolved: ['resolved'],
  scan_completed: ['scan_completed', 'scanCompleted'],
  scan_failed: ['scan_failed', 'scanFailed'],
  /** Doc sources only: reading the pages failed (revoked token, provider down). */
  sync_failed: ['syncFailed'],
} as const;
export type NotificationEventKind = keyof typeof eventAliases;
export const notificationEventKinds = Object.keys(eventAliases) as NotificationEventKind[];

export interface Notification {
  /** What happened; `digest` and `test` are sent without a channel listening for them. */
  event: NotificationEventKind | 'digest' | 'test';
  content: AlertContent;
  /** The webhook body. */
  payload: Record<string, unknown>;
  issueIds: string[];
}

/** A notification about a scan, which channels choose by event. */
export interface ScanNotification extends Notification {
  event: NotificationEventKind;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function issueUrl(publicUrl: string, issue: DriftIssueRow): string {
  return `${publicUrl}/drift-issues/${issue.key}`;
}

export function toIssueLine(publicUrl: string, issue: DriftIssueRow): AlertIssueLine {
  const { doc_location: file, doc_line: line } = issue.metadata;
  return {
    key: issue.key,
    severity: issue.severity,
    title: issue.title,
    docLocation: file ? (line ? `${file}:${line}` : file) : null,
    url: issueUrl(publicUrl, issue),
  };
}

export function issuePayload(publicUrl: string, issue: DriftIssueRow) {
  const line = toIssueLine(publicUrl, issue);
  return {
    id: issue.id,
    key: issue.key,
    title: issue.title,
    severity: issue.severity,
    status: issue.status,
    doc_location: line.docLocation,
    url: line.url,
  };
}

/** A chat message names the severities of a batch at a glance: "2 critical, 1 high". */
function severityBreakdown(issues: DriftIssueRow[]): string {
  const counts = new Map<string, number>();
  for (const issue of issues) counts.set(issue.severity, (counts.get(issue.severity) ?? 0) + 1);
  return ['critical', 'high', 'medium', 'low']
    .filter((severity) => counts.has(severity))
    .map((severity) => `${counts.get(severity)} ${severity}`)
    .join(', ');
}

/**
 * What to send for one scan outcome: one notification per event, each listing every issue it is
 * about (never one message per issue), or nothing when there is nothing to say.
 */
export function composeScanNotifications(
  publicUrl: string,
  repository: RepositoryRow,
  scan: ScanRow,
  created: DriftIssueRow[],
  resolved: DriftIssueRow[],
): ScanNotification[] {
  const base = {
    repository: { id: repository.id, name: repository.fullName },
    scan: { id: scan.id, status: scan.status, commit_sha: scan.commitSha },
  };
  const at = scan.commitSha ? `at ${scan.commitSha.slice(0, 7)}` : 'of the default branch';
  const driftLink = { label: 'View drift issues', url: `${publicUrl}/drift-issues` };
  const content = (
    fields: Omit<AlertContent, 'repositoryName' | 'issues' | 'moreCount'>,
    issues: DriftIssueRow[],
  ) => ({
    ...fields,
    repositoryName: repository.fullName,
    ...listIssueLines(issues.map((issue) => toIssueLine(publicUrl, issue))),
  });
  if (scan.status === 'failed') {
    const error = scan.error ?? 'unknown error';
    return [
      {
        event: 'scan_failed',
        content: content(
          {
            headline: `Scan of ${repository.fullName} failed`,
            summary: `The scan ${at} failed: ${error}`,
            link: { label: 'Open repositories', url: `${publicUrl}/repositories` },
            tone: 'danger',
          },
          [],
        ),
        payload: { event: 'scan_failed', ...base, error: scan.error },
        issueIds: [],
      },
    ];
  }
  const notifications: ScanNotification[] = [
    {
      event: 'scan_completed',
      content: content(
        {
          headline: `Scan of ${repository.fullName} completed`,
          summary: `The scan ${at} completed: ${scan.issuesCreated ?? 0} new, ${scan.issuesRedetected ?? 0} still present, ${scan.issuesResolved ?? 0} resolved.`,
          link: driftLink,
          tone: 'info',
        },
        [],
      ),
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
      content: content(
        {
          headline: `${plural(created.length, 'new drift issue')} in ${repository.fullName}`,
          summary: `The scan ${at} found ${plural(created.length, 'new drift issue')} (${severityBreakdown(created)}).`,
          link: driftLink,
          tone: 'warning',
        },
        created,
      ),
      payload: {
        event: 'drift_detected',
        ...base,
        issues: created.map((issue) => issuePayload(publicUrl, issue)),
      },
      issueIds: created.map((issue) => issue.id),
    });
  }
  const critical = created.filter((issue) => issue.severity === 'critical');
  if (critical.length > 0) {
    notifications.push({
      event: 'critical_drift',
      content: content(
        {
          headline: `Critical drift in ${repository.fullName}`,
          summary: `The scan ${at} found ${plural(critical.length, 'new critical drift issue')}.`,
          link: driftLink,
          tone: 'danger',
        },
        critical,
      ),
      payload: {
        event: 'critical_drift',
        ...base,
        issues: critical.map((issue) => issuePayload(publicUrl, issue)),
      },
      issueIds: critical.map((issue) => issue.id),
    });
  }
  if (resolved.length > 0) {
    notifications.push({
      event: 'resolved',
      content: content(
        {
          headline: `${plural(resolved.length, 'drift issue')} resolved in ${repository.fullName}`,
          summary: `The scan ${at} no longer finds ${resolved.length === 1 ? 'this drift' : 'these drift issues'}.`,
          link: driftLink,
          tone: 'success',
        },
        resolved,
      ),
      payload: {
        event: 'resolved',
        ...base,
        issues: resolved.map((issue) => issuePayload(publicUrl, issue)),
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
