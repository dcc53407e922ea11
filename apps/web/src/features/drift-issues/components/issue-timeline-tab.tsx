import type { DriftIssue } from '@driftwatch/contract';
import { CheckCircle2, Clock, Plus, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { InfoCard } from './info-card';

function Entry({
  icon,
  title,
  time,
  children,
}: {
  icon: ReactNode;
  title: string;
  time: string;
  children?: ReactNode;
}) {
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">{title}</p>
        <p className="text-xs text-slate-500">{formatDateTime(time)}</p>
        {children ? <div className="mt-1 text-sm text-slate-700">{children}</div> : null}
      </div>
    </li>
  );
}

export function IssueTimelineTab({ issue }: { issue: DriftIssue }) {
  const lastDetected = issue.metadata.last_detected;
  return (
    <div className="space-y-4">
      <InfoCard title="Timeline">
        <ol>
          <Entry icon={<Plus className="size-4" aria-hidden />} title="Issue Created" time={issue.created_at}>
            Detected by {issue.metadata.detector_name || issue.detection_reason}
            {issue.commit_sha ? (
              <>
                {' '}
                in commit <span className="font-mono">{issue.commit_sha.slice(0, 7)}</span>
              </>
            ) : null}
            {issue.author ? <> by {issue.author}</> : null}
          </Entry>
          {lastDetected !== issue.created_at ? (
            <Entry
              icon={<RefreshCw className="size-4" aria-hidden />}
              title="Re-detected"
              time={lastDetected}
            />
          ) : null}
          {issue.updated_at !== issue.created_at ? (
            <Entry
              icon={<Clock className="size-4" aria-hidden />}
              title="Last Updated"
              time={issue.updated_at}
            />
          ) : null}
          {issue.resolved_at ? (
            <Entry
              icon={<CheckCircle2 className="size-4 text-emerald-600" aria-hidden />}
              title="Issue Resolved"
              time={issue.resolved_at}
            >
              {issue.resolved_by ? <>Resolved by {issue.resolved_by}</> : null}
              {issue.resolution ? <p>{issue.resolution}</p> : null}
            </Entry>
          ) : null}
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
