import { useQueryClient } from '@tanstack/react-query';
import { Download, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingScreen } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/count-of';
import { queryRoots } from '../../../lib/query-roots';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import {
  type DriftIssueFilters,
  useBulkUpdateDriftIssueStatus,
  useDriftIssueStats,
  useDriftIssues,
  useExportDriftIssues,
} from '../../drift-issues';
import { useRepositories } from '../../repositories';
import { DriftTrendChart } from '../components/drift-trend-chart';
import { IssueBulkBar } from '../components/issue-bulk-bar';
import { IssueCardList } from '../components/issue-card-list';
import { IssueFiltersBar } from '../components/issue-filters';
import { IssueStatCards } from '../components/issue-stat-cards';
import { IssueTable } from '../components/issue-table';
import { NoIssuesState } from '../components/no-issues-state';
import { RecentActivityPanel } from '../components/recent-activity-panel';

const allFilters: DriftIssueFilters = { search: '', repository: 'all', status: 'all', severity: 'all' };

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  useLiveUpdates();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState(allFilters);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = useDriftIssues(filters);
  const stats = useDriftIssueStats(filters.repository);
  const repositories = useRepositories();
  const issues = list.data?.data ?? [];

  // Selection only holds rows that are still listed under the current filters.
  useEffect(() => {
    const listed = new Set(issues.map((issue) => issue.id));
    setSelected((current) => {
      const kept = [...current].filter((id) => listed.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [issues]);

  const bulk = useBulkUpdateDriftIssueStatus();
  const setStatus = (status: 'resolved' | 'ignored') =>
    bulk.mutate(
      { issueIds: [...selected], status },
      {
        onSuccess: (result) => {
          toast({
            title: 'Bulk action completed',
            description: `${countOf(result.updated, 'issue')} updated`,
            variant: 'success',
          });
          setSelected(new Set());
        },
        onError: (error) =>
          toast({
            title: 'Error performing bulk action',
            description: errorMessage(error, 'Please try again'),
            variant: 'error',
          }),
      },
    );
  const exportFile = useExportDriftIssues();
  const exportList = () =>
    exportFile.mutate(filters, {
      onSuccess: (fileName) =>
        toast({ title: 'Export completed', description: fileName, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Export failed',
          description: errorMessage(error, 'Please try again'),
          variant: 'error',
        }),
    });

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Drift issues found across your repositories and documentation."
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                void queryClient.invalidateQueries({ queryKey: queryRoots.driftIssues });
                void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard });
              }}
              disabled={list.isFetching}
            >
              <RefreshCw aria-hidden className={list.isFetching ? 'animate-spin' : undefined} /> Refresh
            </Button>
            <Button variant="secondary" onClick={exportList} disabled={exportFile.isPending}>
              <Download aria-hidden /> Export
            </Button>
          </>
        }
      />
      <div className="space-y-6">
        {stats.isError ? (
          <Alert tone="error" title="Error loading data">
            {errorMessage(stats.error, 'The issue counts could not be loaded.')}
          </Alert>
        ) : null}
        <IssueStatCards stats={stats.data} />
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <div className="min-w-0 lg:col-span-3">
            <DriftTrendChart repository={filters.repository} />
          </div>
          <div className="min-w-0 lg:col-span-2">
            <RecentActivityPanel />
          </div>
        </div>
        {repositories.isError ? (
          <Alert tone="error" title="Error fetching repositories">
            {errorMessage(repositories.error, 'The repository filter lists no repositories.')}
          </Alert>
        ) : null}
        <IssueFiltersBar
          filters={filters}
          repositories={repositories.data?.connected ?? []}
          onChange={setFilters}
        />
        {selected.size > 0 ? (
          <IssueBulkBar
            count={selected.size}
            busy={bulk.isPending}
            onResolve={() => setStatus('resolved')}
            onIgnore={() => setStatus('ignored')}
            onClear={() => setSelected(new Set())}
          />
        ) : null}
        {list.isPending ? (
          <LoadingScreen label="Loading drift issues…" />
        ) : list.isError ? (
          <Alert tone="error" title="Error fetching drift issues">
            {errorMessage(list.error, 'Please try again')}
          </Alert>
        ) : issues.length === 0 ? (
          <NoIssuesState nothingConnected={repositories.data?.connected.length === 0} />
        ) : (
          <>
            {/* Cards below lg: the table's minimum width would widen the whole page on phones. */}
            <div className="hidden lg:block">
              <IssueTable issues={issues} selected={selected} onSelectedChange={setSelected} />
            </div>
            <div className="lg:hidden">
              <IssueCardList issues={issues} selected={selected} onSelectedChange={setSelected} />
            </div>
          </>
        )}
        {list.data && list.data.total > issues.length ? (
          <p className="text-center text-sm text-slate-600">
            Showing the newest {issues.length} of {countOf(list.data.total, 'issue')}. Narrow the filters or
            export to see all of them.
          </p>
        ) : null}
      </div>
    </>
  );
}
