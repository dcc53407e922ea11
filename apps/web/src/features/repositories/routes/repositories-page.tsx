import { PageHeader } from '../../../components/ui/page-header';
import { countOf } from '../../../lib/count-of';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConnectionReturnNotice } from '../../integrations';
import { useRepositories } from '../api/fetch-repositories';
import { RepositoriesPanel } from '../components/repositories-panel';

export function RepositoriesPage() {
  useDocumentTitle('Repositories');
  const repositories = useRepositories();
  const count = repositories.data?.connected.length;
  return (
    <>
      <PageHeader
        title="Repositories"
        description={
          count === undefined
            ? 'Connect repositories and choose how their documentation is checked.'
            : `${countOf(count, 'connected repository', 'connected repositories')}. Choose how each one's documentation is checked.`
        }
      />
      <RepositoriesPanel />
      <ConnectionReturnNotice />
    </>
  );
}
