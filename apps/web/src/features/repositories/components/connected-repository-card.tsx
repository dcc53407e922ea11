import type { Repository } from '@driftwatch/contract';
import {
  AlertTriangle,
  Bell,
  BellPlus,
  CheckCircle2,
  CircleDashed,
  ExternalLink,
  GitBranch,
  Loader2,
  Play,
  Settings2,
} from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Progress } from '../../../components/ui/progress';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/count-of';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import type { LiveScanState } from '../../../lib/use-live-updates';
import { useTriggerScan } from '../api/trigger-scan';
import { AddAlertDialog } from './add-alert-dialog';
import { AlertHistoryDialog } from './alert-history-dialog';
import { ExternalDocsSection } from './external-docs-section';
import { NotificationChannelsSection } from './notification-channels-section';
import { ProviderIcon } from './provider-icon';
import { RepositoryConfigDialog } from './repository-config-dialog';
import { SkippedFilesSection } from './skipped-files-section';

interface ConnectedRepositoryCardProps {
  repository: Repository;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  live: LiveScanState | undefined;
}

function ScanState({ repository, live }: { repository: Repository; live: LiveScanState | undefined }) {
  const scan = repository.lastScan;
  const running = live !== undefined || scan?.status === 'queued' || scan?.status === 'running';
  if (!running) {
    if (scan?.status === 'failed') {
      return <p className="text-xs text-red-700">Last scan failed{scan.error ? `: ${scan.error}` : ''}</p>;
    }
    return null;
  }
  const percent = live && live.total > 0 ? Math.round((live.done / live.total) * 100) : undefined;
  return (
    <div className="space-y-1" role="status" aria-live="polite">
      <p className="flex items-center gap-2 text-xs font-medium text-accent-700">
        <Loader2 className="size-3.5 animate-spin" aria-hidden />
        {scan?.status === 'queued' && !live ? 'Scan queued' : `Scanning${live ? ` · ${live.phase}` : ''}`}
        {percent !== undefined ? ` ${percent}%` : ''}
      </p>
      <Progress value={percent ?? 10} aria-label="Scan progress" />
    </div>
  );
}

export function ConnectedRepositoryCard({
  repository,
  selected,
  onSelectedChange,
  live,
}: ConnectedRepositoryCardProps) {
  const [dialog, setDialog] = useState<'config' | 'alert' | 'history' | null>(null);
  const scan = useTriggerScan(repository.id);
  const startScan = () =>
    scan.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Scan Triggered',
          description: `Scanning ${repository.fullName}.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Scan not started',
          description: errorMessage(error, 'Failed to trigger repository scan.'),
          variant: 'error',
        }),
    });
  const drift = repository.lastDriftStatus === 'driftDetected';
  const scanned = repository.lastScanAt !== null;
  const checkboxId = `select-${repository.id}`;
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby={`${checkboxId}-name`}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id={checkboxId}
          className="mt-3"
          checked={selected}
          onCheckedChange={(checked) => onSelectedChange(checked === true)}
          aria-label={`Select ${repository.name}`}
        />
        <ProviderIcon provider={repository.provider} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${checkboxId}-name`} className="truncate font-semibold text-slate-900">
              {repository.name}
            </h3>
            {repository.status === 'monitored' ? (
              <Badge tone="success">Active</Badge>
            ) : (
              <Badge tone={repository.status === 'error' ? 'danger' : 'warning'} className="capitalize">
                {repository.status}
              </Badge>
            )}
            {repository.isPrivate ? <Badge>Private</Badge> : null}
          </div>
          <p className="truncate text-sm text-slate-600">{repository.fullName}</p>
        </div>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Configure ${repository.name}`}
          onClick={() => setDialog('config')}
        >
          <Settings2 aria-hidden />
        </Button>
      </div>
      {repository.status === 'error' && repository.statusMessage ? (
        <p className="text-xs text-red-700">{repository.statusMessage}</p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Default branch</dt>
          <dd className="flex items-center gap-1 font-mono text-slate-800">
            <GitBranch className="size-3.5" aria-hidden />
            {repository.defaultBranch || 'main'}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Drift status</dt>
          <dd
            className={`flex flex-wrap items-center gap-x-1 font-medium ${drift ? 'text-amber-700' : scanned ? 'text-emerald-700' : 'text-slate-600'}`}
          >
            {drift ? (
              <AlertTriangle className="size-3.5" aria-hidden />
            ) : scanned ? (
              <CheckCircle2 className="size-3.5" aria-hidden />
            ) : (
              <CircleDashed className="size-3.5" aria-hidden />
            )}
            {/* Before the first scan nothing is known, so it would be wrong to claim In Sync. */}
            {drift ? 'Drift Detected' : scanned ? 'In Sync' : 'Not scanned yet'}
            {drift && repository.openIssues > 0 ? (
              <span className="font-normal text-slate-600">({repository.openIssues} open)</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Last scan</dt>
          <dd className="text-slate-800">{formatDateTime(repository.lastScanAt, 'Never')}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Active alerts</dt>
          <dd>
            <button
              type="button"
              className="flex items-center gap-1 font-medium text-accent-700 hover:underline"
              onClick={() => setDialog('history')}
              aria-label={`${countOf(repository.activeAlerts, 'active alert')}, open alert history`}
            >
              <Bell className="size-3.5" aria-hidden />
              {repository.activeAlerts}
            </button>
          </dd>
        </div>
      </dl>
      <ScanState repository={repository} live={live} />
      {repository.lastScan ? <SkippedFilesSection scan={repository.lastScan} /> : null}
      <ExternalDocsSection repository={repository} />
      <NotificationChannelsSection repository={repository} />
      {repository.meta.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {repository.meta.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="accent">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        <Button size="sm" onClick={startScan} disabled={scan.isPending}>
          <Play aria-hidden /> Scan
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog('alert')}>
          <BellPlus aria-hidden /> Add Alert
        </Button>
        {repository.webUrl ? (
          <Button size="sm" variant="ghost" asChild>
            <a href={repository.webUrl} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden /> View Repository
            </a>
          </Button>
        ) : null}
        <span className="ml-auto text-xs text-slate-500">Updated {formatDateTime(repository.updatedAt)}</span>
      </div>
      <RepositoryConfigDialog
        repository={repository}
        open={dialog === 'config'}
        onOpenChange={(open) => setDialog(open ? 'config' : null)}
      />
      <AddAlertDialog
        repositoryIds={[repository.id]}
        open={dialog === 'alert'}
        onOpenChange={(open) => setDialog(open ? 'alert' : null)}
      />
      <AlertHistoryDialog
        repository={repository}
        open={dialog === 'history'}
        onOpenChange={(open) => setDialog(open ? 'history' : null)}
      />
    </article>
  );
}
