import type { DriftIssue, DriftIssueActivity } from '@driftwatch/contract';
import { Ban, CheckCircle2, Clock, type LucideIcon, Plus, RefreshCw, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { useDriftIssueActivity } from '../api/get-drift-issue-activity';
import { reopenedTitle, statusChangeTitles } from '../lib/describe-issue-activity';
import { InfoCard } from './info-card';

interface TimelineEntry {
  key: string;
  icon: ReactNode;
  title: string;
  time: string;
  body?: ReactNode;
}

const icon = (Icon: LucideIcon, className = '') => <Icon className={`size-4 ${className}`} aria-hidden />;

function Entry({ entry }: { entry: TimelineEntry }) {
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        {entry.icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium break-words text-slate-900">{entry.title}</p>
        <p className="text-xs text-slate-500">{formatDateTime(entry.time)}</p>
        {entry.body ? <div className="mt-1 text-sm break-words text-slate-700">{entry.body}</div> : null}
      </div>
    </li>
  );
}

function resolvedBody(by: string | null, resolution: string | null): ReactNode {
  return (
    <>
      {by ? <p>Resolved by {by}</p> : null}
      {resolution ? <p>{resolution}</p> : null}
    </>
  );
}

/** A status change from the issue's history; comments and alerts belong to the Activity tab. */
function statusEntry(entry: DriftIssueActivity): TimelineEntry | null {
  const base = { key: entry.id, time: entry.created_at };
  if (entry.kind === 'reopened')
    return { ...base, icon: icon(RotateCcw, 'text-red-600'), title: reopenedTitle(entry) };
  if (entry.kind !== 'status_changed' || !entry.to_status) return null;
  const title = statusChangeTitles[entry.to_status];
  if (entry.to_status === 'resolved')
    return {
      ...base,
      icon: icon(CheckCircle2, 'text-emerald-600'),
      title,
      body: resolvedBody(entry.actor.name, entry.note),
    };
  return {
    ...base,
    icon: icon(entry.to_status === 'open' ? RotateCcw : Ban),
    title,
    body: (
      <>
        <p>By {entry.actor.name}</p>
        {entry.note ? <p>{entry.note}</p> : null}
      </>
    ),
  };
}

/**
 * The issue's life: created, every status change the history holds (a resolution stays after a
 * scan re-opens the issue), re-detected and last updated, in time order. Until the history loads,
 * or if it cannot, the issue's own resolved fields stand in for its status changes.
 */
function timelineEntries(issue: DriftIssue, history: DriftIssueActivity[] | undefined): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const lastDetected = issue.metadata.last_detected;
  if (lastDetected !== issue.created_at)
    entries.push({ key: 'redetected', icon: icon(RefreshCw), title: 'Re-detected', time: lastDetected });
  if (history) {
    for (const entry of history) {
      const shown = statusEntry(entry);
      if (shown) entries.push(shown);
    }
  } else if (issue.resolved_at) {
    entries.push({
      key: 'resolved',
      icon: icon(CheckCircle2, 'text-emerald-600'),
      title: 'Issue Resolved',
      time: issue.resolved_at,
      body: resolvedBody(issue.resolved_by, issue.resolution),
    });
  }
  if (issue.updated_at !== issue.created_at)
    entries.push({ key: 'updated', icon: icon(Clock), title: 'Last Updated', time: issue.updated_at });
  return entries.sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

export function IssueTimelineTab({ issue }: { issue: DriftIssue }) {
  const history = useDriftIssueActivity(issue.id);
  return (
    <div className="space-y-4">
      <InfoCard title="Timeline">
        <ol aria-label="Issue timeline">
          <Entry
            entry={{
              key: 'created',
              icon: icon(Plus),
              title: 'Issue Created',
              time: issue.created_at,
              body: (
                <>
                  Detected by {issue.metadata.detector_name || issue.detection_reason}
                  {issue.commit_sha ? (
                    <>
                      {' '}
                      in commit <span className="font-mono">{issue.commit_sha.slice(0, 7)}</span>
                    </>
                  ) : null}
                  {issue.author ? <> by {issue.author}</> : null}
                </>
              ),
            }}
          />
          {timelineEntries(issue, history.data).map((entry) => (
            <Entry key={entry.key} entry={entry} />
          ))}
        </ol>
      </InfoCard>
      <InfoCard title="Alert History">
        {issue.alerts_sent.length === 0 ? (
          <p className="text-sm text-slate-600">No alerts sent for this issue yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {issue.alerts_sent.map((alert) => (
              <li key={`${alert.type}-${alert.sent_at}`} className="flex justify-between gap-2 py-2">
                <span className="capitalize">{alert.type}</span>
                <span className="text-slate-500">{formatDateTime(alert.sent_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </InfoCard>
    </div>
  );
}
