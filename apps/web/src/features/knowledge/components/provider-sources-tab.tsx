import { BookOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PanelLoading } from '../../../components/ui/panel';
import { useRepositories } from '../../repositories';
import { useDocSources } from '../api/fetch-doc-sources';
import type { DocsProviderState } from '../lib/docs-provider-states';
import { CreateDocSourceDialog } from './create-doc-source-dialog';
import { DocSourceCard } from './doc-source-card';
import { LoadFailure } from './load-failure';
import { ProviderConnection } from './provider-connection';

interface ProviderSourcesTabProps {
  provider: DocsProviderState;
  onConnect: () => void;
  connecting: boolean;
}

function useRepositoryNames(): ReadonlyMap<string, string> {
  const repositories = useRepositories();
  return new Map(repositories.data?.connected.map((repository) => [repository.id, repository.fullName]));
}

/** A provider's tab: its connection, its sources, and (once connected) a new source. */
export function ProviderSourcesTab({ provider, onConnect, connecting }: ProviderSourcesTabProps) {
  const [creating, setCreating] = useState(false);
  const sources = useDocSources();
  const repositoryNames = useRepositoryNames();
  const creatable = provider.provider === 'sharepoint' ? null : provider.provider;
  const canCreate = creatable !== null && provider.status === 'connected';
  const mine = sources.data?.docSources.filter((source) => source.provider === provider.provider);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ProviderConnection provider={provider} onConnect={onConnect} connecting={connecting} />
        {canCreate ? (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden /> New source
          </Button>
        ) : null}
      </div>
      {sources.isPending ? (
        <PanelLoading label="Loading sources…" />
      ) : sources.isError || !mine ? (
        <LoadFailure
          title="Failed to load sources"
          error={sources.error}
          onRetry={() => void sources.refetch()}
        />
      ) : mine.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          title={`No ${provider.name} sources yet`}
          description={
            canCreate
              ? 'Create a source from the pages you want checked, then link it to the repositories they describe.'
              : `Once ${provider.name} is connected, its pages can be checked against your code.`
          }
          action={
            canCreate ? (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden /> New source
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {mine.map((source) => (
            <DocSourceCard key={source.id} source={source} repositoryNames={repositoryNames} />
          ))}
        </div>
      )}
      {canCreate ? (
        <CreateDocSourceDialog
          provider={{ provider: creatable, name: provider.name }}
          open={creating}
          onOpenChange={setCreating}
        />
      ) : null}
    </div>
  );
}
