import { BookOpen } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConnectionReturnNotice } from '../../integrations';

export function KnowledgePage() {
  useDocumentTitle('Knowledge Hub');
  return (
    <>
      <ConnectionReturnNotice />
      <PageHeader
        title="Knowledge Hub"
        description="Link external documentation such as Notion pages and scan it against your code."
      />
      <EmptyState
        icon={BookOpen}
        title="No documentation sources yet"
        description="Connect Notion on the Integrations screen, then create a source from the pages you want checked."
        action={<ButtonLink to="/integrations">Connect Notion</ButtonLink>}
      />
    </>
  );
}
