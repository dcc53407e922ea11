import { Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function FlowsPage() {
  useDocumentTitle('Monitoring Workflows');
  return (
    <>
      <PageHeader
        title="Monitoring Workflows"
        description="How each repository flows from code to documentation checks, alerts and issues."
      />
      <EmptyState
        icon={Workflow}
        title="No workflows yet"
        description="A workflow appears here for each connected repository, with its documentation sources, alerts and drift issues."
        action={
          <Button asChild>
            <Link to="/repositories">Connect a repository</Link>
          </Button>
        }
      />
    </>
  );
}
