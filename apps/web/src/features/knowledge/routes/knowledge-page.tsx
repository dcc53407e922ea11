import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function KnowledgePage() {
  useDocumentTitle('Knowledge Hub');
  return (
    <>
      <PageHeader
        title="Knowledge Hub"
        description="Link external documentation such as Notion pages and scan it against your code."
      />
      <EmptyState
        icon={BookOpen}
        title="No documentation sources yet"
        description="Connect Notion on the Integrations screen, then create a source from the pages you want checked."
        action={
          <Button asChild>
            <Link to="/integrations">Connect Notion</Link>
          </Button>
        }
      />
    </>
  );
}
