import type { DashboardNotification } from '@driftwatch/contract';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Panel, PanelEmpty, PanelError, PanelLoading } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/count-of';
import { formatDateTime } from '../../../lib/format-date';
import { useRecentNotifications } from '../api/get-recent-notifications';

const eventNames: Record<string, string> = {
  drift_detected: 'Drift detected',
  scan_completed: 'Scan completed',
  scan_failed: 'Scan failed',
  resolved: 'Drift resolved',
  criticalDrift: 'Critical drift',
  test: 'Test message',
};
const channelNames = {
  email: 'Email',
  slack: 'Slack',
  teams: 'Microsoft Teams',
  webhook: 'Webhook',
} as const;

function Row({ alert }: { alert: DashboardNotification }) {
  const failed = alert.status === 'failed';
  return (
    <li className="flex gap-3 py-2.5">
      {failed ? (
        <XCircle className="mt-0.5 size-4 shrink-0 text-red-600" aria-label="Failed" />
      ) : (
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Sent" />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-900">
          {eventNames[alert.event] ?? alert.event} · {channelNames[alert.type]}
          {alert.issue_count > 0 ? ` · ${countOf(alert.issue_count, 'issue')}` : ''}
        </p>
        <p className="truncate text-xs text-slate-600">
          {alert.target}
          {alert.repository ? ` · ${alert.repository.name}` : ''}
        </p>
        {failed && alert.error ? <p className="truncate text-xs text-red-700">{alert.error}</p> : null}
        <time dateTime={alert.at} className="text-xs text-slate-500">
          {formatDateTime(alert.at)}
        </time>
      </div>
    </li>
  );
}

/** The newest alert deliveries and failures across repositories, with this week's totals. */
export function NotificationsPanel() {
  const recent = useRecentNotifications();
  const data = recent.data;
  return (
    <Panel
      title="Notifications"
      summary={
        data ? `${data.sent_last_7_days} sent · ${data.failed_last_7_days} failed in the last 7 days` : null
      }
      busy={recent.isFetching}
    >
      {recent.isError && !data ? (
        <PanelError
          message={errorMessage(recent.error, 'The notifications could not be loaded.')}
          onRetry={() => void recent.refetch()}
        />
      ) : !data ? (
        <PanelLoading label="Loading notifications" />
      ) : data.notifications.length === 0 ? (
        <PanelEmpty>No alerts sent yet. Add an alert to a repository to hear about new drift.</PanelEmpty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.notifications.map((alert) => (
            <Row key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
