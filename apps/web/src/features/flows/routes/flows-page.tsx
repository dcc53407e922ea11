import type { Repository } from '@driftwatch/contract';
import { ArrowRight, BookOpen, FolderGit2, LayoutDashboard, Plug, Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingScreen } from '../../../components/ui/spinner';
import { countOf } from '../../../lib/count-of';
import { formatDateTime } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRepositories } from '../../repositories';

function FlowCard({ repository }: { repository: Repository }) {
  const steps = [
    {
      to: '/knowledge',
      icon: BookOpen,
      title: 'Documentation',
      detail: `${countOf(repository.mappingConfig.docFolders.length, 'folder')} · ${countOf(repository.mappingConfig.notionPageIds.length, 'external page')}`,
    },
    {
      to: '/repositories',
      icon: FolderGit2,
      title: 'Code scans',
      detail: `Last scan ${formatDateTime(repository.lastScanAt, 'Never')}`,
    },
    {
      to: '/integrations',
      icon: Plug,
      title: 'Alerts',
      detail: countOf(repository.activeAlerts, 'active channel'),
    },
    {
      to: '/dashboard',
      icon: LayoutDashboard,
      title: 'Drift issues',
      detail: `${repository.openIssues} open`,
    },
  ];
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="font-semibold text-slate-900">{repository.name}</h2>
        <Badge tone={repository.lastDriftStatus === 'driftDetected' ? 'warning' : 'success'}>
          {repository.lastDriftStatus === 'driftDetected' ? 'Drift Detected' : 'In Sync'}
        </Badge>
        <span className="text-sm text-slate-600">{repository.fullName}</span>
      </div>
      <ol className="grid gap-2 md:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.to} className="relative">
            <Link
              to={step.to}
              className="flex h-full items-start gap-3 rounded-lg border border-slate-200 p-3 hover:border-accent-300 hover:bg-accent-50"
            >
              <step.icon className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
              <span>
                <span className="block text-sm font-medium text-slate-900">{step.title}</span>
                <span className="block text-xs text-slate-600">{step.detail}</span>
              </span>
            </Link>
            {index < steps.length - 1 ? (
              <ArrowRight
                className="absolute top-1/2 -right-2.5 z-10 hidden size-4 -translate-y-1/2 rounded-full bg-white text-slate-400 md:block"
                aria-hidden
              />
            ) : null}
          </li>
        ))}
      </ol>
    </article>
  );
}

export function FlowsPage() {
  useDocumentTitle('Monitoring Workflows');
  const repositories = useRepositories();
  const connected = repositories.data?.connected ?? [];
  return (
    <>
      <PageHeader
        title="Monitoring Workflows"
        description="How each repository flows from code to documentation checks, alerts and issues."
      />
      {repositories.isPending ? (
        <LoadingScreen />
      ) : connected.length === 0 ? (
        <EmptyState
          icon={Workflow}
          title="No workflows yet"
          description="A workflow appears here for each connected repository, with its documentation sources, alerts and drift issues."
          action={<ButtonLink to="/repositories">Connect a repository</ButtonLink>}
        />
      ) : (
        <div className="space-y-4">
          {connected.map((repository) => (
            <FlowCard key={repository.id} repository={repository} />
          ))}
        </div>
      )}
    </>
  );
}
