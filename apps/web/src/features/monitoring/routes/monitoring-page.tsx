import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RepositoriesPanel } from '../../repositories';
import { MonitoringOverview } from '../components/monitoring-overview';
import { NotificationsPanel } from '../components/notifications-panel';
import { RepositoryHealthPanel } from '../components/repository-health-panel';

export function MonitoringPage() {
  useDocumentTitle('Monitoring');
  return (
    <>
      <PageHeader
        title="Monitoring"
        description="Monitor repositories and link external documentation to scan alongside code."
      />
      <div className="space-y-6">
        <MonitoringOverview />
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <RepositoryHealthPanel />
          </div>
          <div className="lg:col-span-2">
            <NotificationsPanel />
          </div>
        </div>
        <RepositoriesPanel />
      </div>
    </>
  );
}
