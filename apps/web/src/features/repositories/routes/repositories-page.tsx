import { GitBranch } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function RepositoriesPage() {
  useDocumentTitle('Repositories');
  return (
    <>
      <PageHeader
        title="Repositories"
        description="Connect repositories and choose how their documentation is checked."
      />
      <EmptyState
        icon={GitBranch}
        title="No Connected Repositories"
        description="Connect a repository to start monitoring it for documentation drift on every push and pull request."
        action={
          <Button asChild>
            <Link to="/integrations">Connect Git Provider</Link>
          </Button>
        }
      />
    </>
  );
}
