import type { AvailableRepository } from '@driftwatch/contract';
import { FolderGit2, GitMerge, Link2, Plus, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingScreen } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { countOf } from '../../../lib/count-of';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { withToggled } from '../../../lib/with-toggled';
import { connectRepository } from '../api/connect-repository';
import { connectSampleRepository } from '../api/connect-sample-repository';
import { useRepositories } from '../api/fetch-repositories';
import { useBulkRepositoryActions } from '../hooks/use-bulk-repository-actions';
import { useConnectRepository } from '../hooks/use-connect-repository';
import {
  defaultRepositoryFilters,
  filterRepositories,
  initialRepositoryTab,
} from '../lib/filter-repositories';
import { AddAlertDialog } from './add-alert-dialog';
import { AvailableRepositoryCard } from './available-repository-card';
import { ConnectGitProviderDialog } from './connect-git-provider-dialog';
import { ConnectRepositoryDialog } from './connect-repository-dialog';
import { ConnectedRepositoryCard } from './connected-repository-card';
import { RepositoryBulkBar } from './repository-bulk-bar';
import { RepositoryFiltersBar } from './repository-filters';
import { RepositoryStats } from './repository-stats';
import { TrySampleButton } from './try-sample-button';

type Tab = 'connected' | 'available';

/** The repositories panel: stats, connected and available tabs, filters, bulk actions, live scan state. */
export function RepositoriesPanel() {
  const repositories = useRepositories();
  const live = useLiveUpdates();
  const [tab, setTab] = useState<Tab | null>(null);
  const [filters, setFilters] = useState(defaultRepositoryFilters);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [connectOpen, setConnectOpen] = useState(false);
  const [providerOpen, setProviderOpen] = useState(false);
  const [bulkAlertOpen, setBulkAlertOpen] = useState(false);
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);
  const bulk = useBulkRepositoryActions(() => setSelected(new Set()));

  const connected = repositories.data?.connected ?? [];
  const available = repositories.data?.available ?? [];
  const visible = useMemo(() => filterRepositories(connected, filters), [connected, filters]);
  const activeTab: Tab = tab ?? initialRepositoryTab(connected.length, available.length);

  // Selection follows the list: disconnected repositories leave it.
  useEffect(() => {
    setSelected((current) => {
      const ids = new Set(connected.map((repository) => repository.id));
      const kept = [...current].filter((id) => ids.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [connected]);

  const connectAvailable = useConnectRepository(
    (repository: AvailableRepository) =>
      repository.sampleName
        ? connectSampleRepository(repository.sampleName)
        : connectRepository({
            provider: repository.provider,
            url: repository.url,
            externalId: repository.externalId,
            name: repository.name,
            fullName: repository.fullName,
            ...(repository.defaultBranch ? { defaultBranch: repository.defaultBranch } : {}),
          }),
    { onConnected: () => setTab('connected') },
  );

  if (repositories.isPending) return <LoadingScreen label="Loading repositories…" />;
  if (repositories.isError) {
    return (
      <Alert tone="error" title="Error loading repositories">
        Failed to load repository data
      </Alert>
    );
  }

  const selectedIds = [...selected];
  const toggle = (id: string, on: boolean) => setSelected((current) => withToggled(current, id, on));

  return (
    <div className="space-y-6">
      <RepositoryStats
        connected={connected.length}
        monitored={connected.filter((item) => item.status === 'monitored').length}
        available={available.length}
      />
      {connected.length === 0 ? (
        <section
          aria-labelledby="sample-callout"
          className="flex flex-col gap-4 rounded-xl border border-accent-200 bg-gradient-to-r from-accent-50 to-white p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="sample-callout" className="font-semibold text-slate-900">
              New to Driftwatch? See it work in a minute.
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              The sample repository is a small order service whose docs fell behind its code. Connect it and
              the first scan lists real drift issues.
            </p>
          </div>
          <TrySampleButton onConnected={() => setTab('connected')} />
        </section>
      ) : null}
      <Tabs
        value={activeTab}
        onValueChange={(value) => setTab(value === 'available' ? 'available' : 'connected')}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            <TabsTrigger value="connected">
              <span className="sm:hidden">Connected</span>
              <span className="hidden sm:inline">Connected Repositories</span> ({connected.length})
            </TabsTrigger>
            <TabsTrigger value="available">
              <span className="sm:hidden">Available</span>
              <span className="hidden sm:inline">Available Repositories</span> ({available.length})
            </TabsTrigger>
          </TabsList>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setProviderOpen(true)}>
              <GitMerge aria-hidden /> Connect Git Provider
            </Button>
            <Button variant="secondary" onClick={() => setConnectOpen(true)}>
              <Link2 aria-hidden /> Connect by URL
            </Button>
          </div>
        </div>
        <TabsContent value="connected" className="space-y-4">
          {connected.length === 0 ? (
            <EmptyState
              icon={FolderGit2}
              title="No Connected Repositories"
              description="Connect a repository to check its documentation against the code on every push."
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  <Button variant="secondary" onClick={() => setTab('available')}>
                    Browse Available Repositories
                  </Button>
                </div>
              }
            />
          ) : (
            <>
              <RepositoryFiltersBar filters={filters} onChange={setFilters} />
              {selected.size > 0 ? (
                <RepositoryBulkBar
                  selectedCount={selected.size}
                  totalCount={visible.length}
                  busy={bulk.busy}
                  onSelectAll={(on) => setSelected(on ? new Set(visible.map((item) => item.id)) : new Set())}
                  onTriggerScans={() => bulk.scans.mutate(selectedIds)}
                  onAddNotifications={() => setBulkAlertOpen(true)}
                  onDisconnect={() => setConfirmDisconnect(true)}
                  onClear={() => setSelected(new Set())}
                />
              ) : null}
              {visible.length === 0 ? (
                <EmptyState
                  icon={SearchX}
                  title="No repositories match your filters"
                  description="Change the search text or the status, provider and alerts filters."
                  action={
                    <Button
                      variant="secondary"
                      onClick={() => setFilters({ ...defaultRepositoryFilters, status: 'all' })}
                    >
                      Show all repositories
                    </Button>
                  }
                />
              ) : (
                <ul className="grid gap-4 lg:grid-cols-2" aria-label="Connected repositories">
                  {visible.map((repository) => (
                    <li key={repository.id} className="flex">
                      <div className="w-full">
                        <ConnectedRepositoryCard
                          repository={repository}
                          live={live[repository.id]}
                          selected={selected.has(repository.id)}
                          onSelectedChange={(on) => toggle(repository.id, on)}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </TabsContent>
        <TabsContent value="available">
          {available.length === 0 ? (
            <EmptyState
              icon={Plus}
              title="No Available Repositories"
              description="Connect a Git provider, or add any repository by its Git URL or its path on the server."
              action={<Button onClick={() => setProviderOpen(true)}>Connect Git Provider</Button>}
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label="Available repositories">
              {available.map((repository) => (
                <li key={repository.externalId} className="flex">
                  <div className="w-full">
                    <AvailableRepositoryCard
                      repository={repository}
                      connecting={connectAvailable.isPending}
                      onConnect={() => connectAvailable.mutate(repository)}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
      <ConnectRepositoryDialog
        open={connectOpen}
        onOpenChange={setConnectOpen}
        onConnected={() => setTab('connected')}
      />
      <ConnectGitProviderDialog
        open={providerOpen}
        onOpenChange={setProviderOpen}
        onConnected={() => setTab('available')}
        onConnectByUrl={() => setConnectOpen(true)}
      />
      <ConfirmDialog
        open={confirmDisconnect}
        onOpenChange={setConfirmDisconnect}
        title={`Disconnect ${countOf(selectedIds.length, 'repository', 'repositories')}?`}
        description="Their scans and drift issues are deleted."
        confirmLabel="Disconnect"
        onConfirm={() => bulk.disconnect.mutate(selectedIds)}
      />
      <AddAlertDialog open={bulkAlertOpen} onOpenChange={setBulkAlertOpen} repositoryIds={selectedIds} />
    </div>
  );
}
