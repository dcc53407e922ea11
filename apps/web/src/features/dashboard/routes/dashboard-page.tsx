import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Drift issues found across your repositories and documentation."
      />
      <EmptyState
        icon={LayoutDashboard}
        title="No drift issues found"
        description="Connect a repository and Driftwatch will list every place where its documentation no longer matches the code."
        action={
          <Button asChild>
            <Link to="/repositories">Connect a repository</Link>
          </Button>
        }
      />
    </>
  );
}
