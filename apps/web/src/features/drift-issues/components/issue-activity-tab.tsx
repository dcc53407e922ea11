import type { DriftIssue, DriftIssueActivity, DriftIssueActivityKind } from '@driftwatch/contract';
import {
  BellOff,
  BellRing,
  ExternalLink,
  type LucideIcon,
  MessageSquare,
  Plus,
  RefreshCcw,
  RotateCcw,
} from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date';
import { useDriftIssueActivity } from '../api/get-drift-issue-activity';
import { describeIssueActivity } from '../lib/describe-issue-activity';

const kindIcons: Record<DriftIssueActivityKind, LucideIcon> = {
  detected: Plus,
  status_changed: RefreshCcw,
  reopened: RotateCcw,
  comment_added: MessageSquare,
  alert_sent: BellRing,
  alert_failed: BellOff,
  tracker_pushed: ExternalLink,
};

function ActivityItem({ entry }: { entry: DriftIssueActivity }) {
  const Icon = kindIcons[entry.kind];
  const text = describeIssueActivity(entry);
  const failed = entry.kind === 'alert_failed' || entry.kind === 'reopened';
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <span
        className={`flex size-8 shrink-0 items-center justify-center rounded-full ${failed ? 'bg-red-50 text-red-600' : 'bg-slate-100 text-slate-600'}`}
      >
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words text-slate-900">
          <span className="font-medium">{entry.actor.name}</span> · {text.title}
        </p>
        <p className="text-xs text-slate-500">{formatDateTime(entry.created_at)}</p>
        {text.note ? (
          <p className="mt-1 rounded-md bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-700">
            {text.note}
          </p>
        ) : null}
        {entry.tracker?.url ? (
          <a
            href={entry.tracker.url}
            target="_blank"
            rel="noreferrer"
            className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-accent-700 hover:underline"
          >
            Open in {entry.tracker.name} <ExternalLink className="size-3" aria-hidden />
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** Every change to the issue, newest first: who did what, when, and why. */
export function IssueActivityTab({ issue }: { issue: DriftIssue }) {
  const activity = useDriftIssueActivity(issue.id);
  if (activity.isPending)
    return (
      <div className="flex justify-center p-8" role="status" aria-label="Loading activity">
        <Spinner />
      </div>
    );
  if (activity.isError)
    return (
      <Alert tone="error" title="Error loading activity">
        The issue's activity could not be loaded. Try again in a moment.
      </Alert>
    );
  if (activity.data.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
        No activity recorded yet
      </p>
    );
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 text-sm font-semibold text-slate-900">Activity</h2>
      <ol aria-label="Issue activity" className="divide-y divide-slate-100">
        {[...activity.data].reverse().map((entry) => (
          <ActivityItem key={entry.id} entry={entry} />
        ))}
      </ol>
    </section>
  );
}
