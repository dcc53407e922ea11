import type { DashboardActivityEntry } from '@driftwatch/contract';
import { AlertTriangle, CheckCircle2, GitCommitHorizontal, MessageSquare, RefreshCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Panel, PanelEmpty, PanelError, PanelLoading } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { useDashboardActivity } from '../api/get-dashboard-activity';
import { describeDashboardActivity } from '../lib/describe-dashboard-activity';

function EntryIcon({ entry }: { entry: DashboardActivityEntry }) {
  const className = 'size-4 shrink-0';
  if (entry.type === 'scan')
    return entry.status === 'failed' ? (
      <AlertTriangle className={`${className} text-red-600`} aria-hidden />
    ) : (
      <RefreshCcw className={`${className} text-accent-600`} aria-hidden />
    );
  if (entry.kind === 'comment_added')
    return <MessageSquare className={`${className} text-slate-500`} aria-hidden />;
  if (entry.to_status === 'resolved')
    return <CheckCircle2 className={`${className} text-emerald-600`} aria-hidden />;
  return <GitCommitHorizontal className={`${className} text-slate-500`} aria-hidden />;
}

function Entry({ entry }: { entry: DashboardActivityEntry }) {
  const words = describeDashboardActivity(entry);
  return (
    <li className="flex gap-3 py-2.5">
      <span className="mt-0.5">
        <EntryIcon entry={entry} />
      </span>
      {/* The time sits under the words: the panel is narrow beside the trend and on phones. */}
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-900">
          {entry.type === 'issue' ? (
            <Link to={`/drift-issues/${encodeURIComponent(entry.issue.id)}`} className="hover:underline">
              {words.title}
            </Link>
          ) : (
            words.title
          )}
        </p>
        {words.detail ? <p className="truncate text-xs text-slate-600">{words.detail}</p> : null}
        <time dateTime={entry.at} className="text-xs text-slate-500">
          {formatDateTime(entry.at)}
        </time>
      </div>
    </li>
  );
}

/** Scans and people's changes to drift issues across the organization, newest first. */
export function RecentActivityPanel() {
  const activity = useDashboardActivity();
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Panel title="Recent activity" busy={activity.isFetching}>
      {activity.isError && !activity.data ? (
        <PanelError
          message={errorMessage(activity.error, 'The activity could not be loaded.')}
          onRetry={() => void activity.refetch()}
        />
      ) : !activity.data ? (
        <PanelLoading label="Loading the activity" />
      ) : entries.length === 0 ? (
        <PanelEmpty>No activity yet. Scans and changes to drift issues will show here.</PanelEmpty>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <Entry key={`${entry.type}-${entry.id}`} entry={entry} />
            ))}
          </ul>
          {activity.hasNextPage ? (
            <div className="mt-2 flex justify-center">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void activity.fetchNextPage()}
                disabled={activity.isFetchingNextPage}
              >
                Show more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Panel>
  );
}
