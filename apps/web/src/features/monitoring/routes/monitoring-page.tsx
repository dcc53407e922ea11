import { Activity } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function MonitoringPage() {
  useDocumentTitle('Monitoring');
  return (
    <>
      <PageHeader
        title="Monitoring"
        description="Monitor repositories and link external documentation to scan alongside code."
      />
      <EmptyState
        icon={Activity}
        title="No repositories monitored yet"
        description="Connect a repository, then link external documentation to scan alongside its code."
        action={
          <Button asChild>
            <Link to="/repositories">Connect a repository</Link>
          </Button>
        }
      />
    </>
  );
}
