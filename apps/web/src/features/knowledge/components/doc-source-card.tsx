import type { DocSource } from '@driftwatch/contract';
import { Bell, FileText, GitBranch, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/count-of';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useDeleteDocSource } from '../api/delete-doc-source';
import { scheduleLabel } from '../lib/schedule-label';
import { DocSourceChannelsDialog } from './doc-source-channels-dialog';
import { DocSourceStatusBadge } from './doc-source-status-badge';
import { EditExternalDocsDialog } from './edit-external-docs-dialog';
import { LinkRepositoriesDialog } from './link-repositories-dialog';
import { ScanSourceButton } from './scan-source-button';

type CardDialog = 'edit' | 'links' | 'channels' | 'delete';

/** One source in the Hub: its pages, schedule, last sync and linked repositories, with every action on it. */
export function DocSourceCard({
  source,
  repositoryNames,
}: {
  source: DocSource;
  repositoryNames: ReadonlyMap<string, string>;
}) {
  const [dialog, setDialog] = useState<CardDialog | null>(null);
  const remove = useDeleteDocSource(source.id);
  const openChange = (name: CardDialog) => (open: boolean) => setDialog(open ? name : null);
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Source deleted', description: `${source.name} was deleted.`, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Failed to delete',
          description: errorMessage(error, 'Please try again'),
          variant: 'error',
        }),
    });
  const linked = source.repositoryIds.map((id) => repositoryNames.get(id) ?? id.slice(0, 8));
  const titleId = `doc-source-${source.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="truncate font-semibold text-slate-900">
            {source.name}
          </h3>
          <p className="text-xs text-slate-600">
            {scheduleLabel(source.schedule)} · Last sync {formatDateTime(source.lastSyncAt, 'Never')}
          </p>
        </div>
        <DocSourceStatusBadge status={source.status} lastError={source.lastError} />
      </div>
      {source.status === 'error' && source.lastError ? (
        <p className="text-xs text-red-700" role="alert">
          {source.lastError}
        </p>
      ) : null}
      <div className="text-sm">
        <p className="flex items-center gap-1 font-medium text-slate-800">
          <FileText className="size-4 text-slate-500" aria-hidden />{' '}
          {countOf(source.scope.pageIds.length, 'page')}
        </p>
        <ul className="mt-1 space-y-0.5" aria-label={`Pages of ${source.name}`}>
          {source.pages.map((page) => (
            <li key={page.id} className="flex items-center gap-2 text-xs">
              <span className="font-mono text-slate-500" title={page.id}>
                {page.id.slice(0, 8)}
              </span>
              <span className="min-w-0 truncate text-slate-700">
                {page.title === page.id ? '' : page.title}
              </span>
              {page.error ? <span className="text-red-700">{page.error}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <div className="text-sm">
        <p className="flex items-center gap-1 font-medium text-slate-800">
          <GitBranch className="size-4 text-slate-500" aria-hidden /> Linked repositories
        </p>
        <p className="mt-1 text-xs text-slate-700">
          {linked.length > 0
            ? linked.join(', ')
            : 'None yet: link a repository to scan these pages against its code.'}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <ScanSourceButton source={source} />
        <Button size="sm" variant="secondary" onClick={() => setDialog('links')}>
          <GitBranch aria-hidden /> Repositories
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog('edit')}>
          <Pencil aria-hidden /> Edit
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog('channels')}>
          <Bell aria-hidden /> Notifications
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setDialog('delete')}
          disabled={remove.isPending}
          aria-label={`Delete ${source.name}`}
        >
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
      <EditExternalDocsDialog source={source} open={dialog === 'edit'} onOpenChange={openChange('edit')} />
      <LinkRepositoriesDialog source={source} open={dialog === 'links'} onOpenChange={openChange('links')} />
      <DocSourceChannelsDialog
        source={source}
        open={dialog === 'channels'}
        onOpenChange={openChange('channels')}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={openChange('delete')}
        title="Delete source"
        description={`Delete ${source.name}? Its pages stop being checked and it is unlinked from every repository.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </article>
  );
}
