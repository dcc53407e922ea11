import type { DocSource, Repository } from '@driftwatch/contract';
import { ChevronRight, Pencil, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/count-of';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import {
  DocSourceStatusBadge,
  describeDocSourceProgress,
  EditExternalDocsDialog,
  useDocSourceProgress,
  useSetDocSourceLink,
} from '../../knowledge';

/** One linked docs set: expandable to its pages (ids shortened to 8 characters), with Edit and Remove. */
export function ExternalDocsEntry({ repository, source }: { repository: Repository; source: DocSource }) {
  const [expanded, setExpanded] = useState(false);
  const [dialog, setDialog] = useState<'edit' | 'unlink' | null>(null);
  const link = useSetDocSourceLink();
  const progress = useDocSourceProgress(source.id);
  const unlink = () =>
    link.mutate(
      { repositoryId: repository.id, sourceId: source.id, linked: false },
      {
        onError: (error) =>
          toast({
            title: 'Failed to update links',
            description: errorMessage(error, 'Please try again'),
            variant: 'error',
          }),
      },
    );
  const pagesId = `doc-source-pages-${repository.id}-${source.id}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="flex min-w-0 flex-1 items-center gap-1 text-left font-medium text-slate-800"
          aria-expanded={expanded}
          aria-controls={pagesId}
          onClick={() => setExpanded((value) => !value)}
        >
          <ChevronRight
            className={`size-4 shrink-0 transition-transform ${expanded ? 'rotate-90' : ''}`}
            aria-hidden
          />
          <span className="min-w-0 [overflow-wrap:anywhere]">{source.name}</span>
          <span className="shrink-0 font-normal text-slate-500 capitalize">· {source.provider}</span>
        </button>
        <DocSourceStatusBadge status={source.status} lastError={source.lastError} />
      </div>
      <p className="mt-1 text-xs text-slate-600" role="status">
        {progress
          ? describeDocSourceProgress(progress)
          : `${countOf(source.scope.pageIds.length, 'page')} · Last sync ${formatDateTime(source.lastSyncAt, 'Never')}`}
      </p>
      {source.status === 'error' && source.lastError ? (
        <p className="mt-1 text-xs text-red-700">{source.lastError}</p>
      ) : null}
      {expanded ? (
        <ul id={pagesId} className="mt-2 space-y-1" aria-label={`Pages of ${source.name}`}>
          {source.pages.map((page) => (
            <li key={page.id} className="flex items-start gap-2 text-xs text-slate-700">
              <span className="font-mono text-slate-500" title={page.id}>
                {page.id.slice(0, 8)}
              </span>
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                {page.title === page.id ? '' : page.title}
              </span>
              {page.error ? <span className="text-red-700">{page.error}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-1 flex gap-1">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setDialog('edit')}
          aria-label={`Edit ${source.name}`}
        >
          <Pencil aria-hidden /> Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setDialog('unlink')}
          disabled={link.isPending}
          aria-label={`Remove ${source.name}`}
        >
          <Unlink aria-hidden /> Remove
        </Button>
      </div>
      <EditExternalDocsDialog
        source={source}
        open={dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? 'edit' : null)}
      />
      <ConfirmDialog
        open={dialog === 'unlink'}
        onOpenChange={(open) => setDialog(open ? 'unlink' : null)}
        title="Remove docs"
        description="Unlink this docs set from the repository?"
        confirmLabel="Unlink"
        onConfirm={unlink}
      />
    </li>
  );
}
