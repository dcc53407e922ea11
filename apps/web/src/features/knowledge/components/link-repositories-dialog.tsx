import type { DocSource } from '@driftwatch/contract';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { PanelLoading } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useRepositories } from '../../repositories';
import { useSetDocSourceLink } from '../api/link-doc-source';
import { LoadFailure } from './load-failure';

interface LinkRepositoriesDialogProps {
  source: DocSource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function RepositoryChecklist({ source }: { source: DocSource }) {
  const repositories = useRepositories();
  const link = useSetDocSourceLink();
  if (repositories.isPending) return <PanelLoading label="Loading repositories…" />;
  if (repositories.isError) {
    return (
      <LoadFailure
        title="Failed to load linked repos"
        error={repositories.error}
        onRetry={() => void repositories.refetch()}
      />
    );
  }
  const connected = repositories.data.connected;
  if (connected.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Connect a repository first; its code is what the pages are checked against.
      </p>
    );
  }
  const linked = new Set(source.repositoryIds);
  const change = (repositoryId: string, next: boolean) =>
    link.mutate(
      { repositoryId, sourceId: source.id, linked: next },
      {
        onError: (error) =>
          toast({
            title: 'Failed to update links',
            description: errorMessage(error, 'Please try again'),
            variant: 'error',
          }),
      },
    );
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-busy={link.isPending}>
      {connected.map((repository) => {
        const id = `link-${source.id}-${repository.id}`;
        return (
          <li key={repository.id} className="flex items-center gap-3 px-3 py-2">
            <Checkbox
              id={id}
              checked={linked.has(repository.id)}
              disabled={link.isPending}
              onCheckedChange={(checked) => change(repository.id, checked === true)}
            />
            <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
              <span className="block truncate text-sm font-medium text-slate-900">{repository.name}</span>
              <span className="block truncate text-xs text-slate-600">{repository.fullName}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** Which repositories a source's pages are checked against; each box links or unlinks at once. */
export function LinkRepositoriesDialog({ source, open, onOpenChange }: LinkRepositoriesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Linked repositories</DialogTitle>
          <DialogDescription>
            {source.name} is checked against the code of every repository ticked here.
          </DialogDescription>
        </DialogHeader>
        {open ? <RepositoryChecklist source={source} /> : null}
      </DialogContent>
    </Dialog>
  );
}
