import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RepositoriesPanel } from '../../repositories';

export function MonitoringPage() {
  useDocumentTitle('Monitoring');
  return (
    <>
      <PageHeader
        title="Monitoring"
        description="Monitor repositories and link external documentation to scan alongside code."
      />
      <RepositoriesPanel />
    </>
  );
}
