import { FileSearch } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function DriftIssuePage() {
  const { issueId = '' } = useParams();
  useDocumentTitle('Drift issue');
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-600">
        <Link to="/drift-issues" className="font-medium text-accent-700 hover:underline">
          Issues
        </Link>
        <span aria-hidden> / </span>
        <span>{issueId.slice(0, 8)}</span>
      </nav>
      <EmptyState
        icon={FileSearch}
        title="Issue not found"
        description="This drift issue does not exist in your organization, or it has been removed."
        action={
          <Button asChild variant="secondary">
            <Link to="/drift-issues">Go back</Link>
          </Button>
        }
      />
    </>
  );
}
