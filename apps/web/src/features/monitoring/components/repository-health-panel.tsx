import type { DashboardRepositoryHealth } from '@driftwatch/contract';
import { Badge } from '../../../components/ui/badge';
import { Panel, PanelEmpty, PanelError, PanelLoading } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/count-of';
import { formatDateTime } from '../../../lib/format-date';
import { useRepositoryHealth } from '../api/get-repository-health';
import { SeverityCounts } from './severity-counts';

const statusTones = { monitored: 'success', paused: 'neutral', error: 'danger' } as const;
const scheduleNames = { onPush: 'On push', daily: 'Daily', weekly: 'Weekly', custom: 'Custom' } as const;

function lastScanText(repository: DashboardRepositoryHealth): string {
  const scan = repository.last_scan;
  if (!scan) return 'Never scanned';
  if (scan.status === 'queued') return 'Scan queued';
  if (scan.status === 'running') return 'Scanning now';
  const when = formatDateTime(scan.finished_at ?? scan.at);
  return scan.status === 'failed' ? `Scan failed ${when}` : `Scanned ${when}`;
}

function nextScanText(repository: DashboardRepositoryHealth): string {
  if (repository.status === 'paused') return 'Paused';
  if (repository.next_scan_at) return `Next ${formatDateTime(repository.next_scan_at)}`;
  return scheduleNames[repository.schedule];
}

function Row({ repository }: { repository: DashboardRepositoryHealth }) {
  const failure = repository.last_scan?.status === 'failed' ? repository.last_scan.error : null;
  const problem = repository.status === 'error' ? repository.status_message : failure;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 sm:w-2/5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="text-sm font-medium [overflow-wrap:anywhere] text-slate-900">
            {repository.full_name}
          </p>
          <Badge tone={statusTones[repository.status]} className="capitalize">
            {repository.status}
          </Badge>
        </div>
        {problem ? <p className="truncate text-xs text-red-700">{problem}</p> : null}
      </div>
      <div className="sm:flex-1">
        <SeverityCounts counts={repository.open_by_severity} />
      </div>
      <div className="flex flex-wrap gap-x-3 text-xs text-slate-600 sm:block sm:text-right">
        <p>{lastScanText(repository)}</p>
        <p>{nextScanText(repository)}</p>
      </div>
    </li>
  );
}

/** Each repository's status, open drift per severity, last and next scan; the most urgent first. */
export function RepositoryHealthPanel() {
  const health = useRepositoryHealth();
  const repositories = health.data?.repositories ?? [];
  const open = repositories.reduce((total, repository) => total + repository.open, 0);
  return (
    <Panel
      title="Repository health"
      summary={
        health.data
          ? `${countOf(repositories.length, 'repository', 'repositories')} · ${open} open drift`
          : null
      }
      busy={health.isFetching}
    >
      {health.isError && !health.data ? (
        <PanelError
          message={errorMessage(health.error, 'The repositories could not be loaded.')}
          onRetry={() => void health.refetch()}
        />
      ) : !health.data ? (
        <PanelLoading label="Loading repository health" />
      ) : repositories.length === 0 ? (
        <PanelEmpty>No repositories connected yet.</PanelEmpty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {repositories.map((repository) => (
            <Row key={repository.id} repository={repository} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
