import { Plug } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function IntegrationsPage() {
  useDocumentTitle('Integrations');
  return (
    <>
      <PageHeader
        title="Integrations"
        description="Connect documentation sources, notification channels and project trackers."
      />
      <EmptyState
        icon={Plug}
        title="No integrations connected"
        description="Connect Slack, email, Linear or Notion to receive drift alerts and push issues where your team works."
        action={<ButtonLink to="/repositories">Connect a repository</ButtonLink>}
      />
    </>
  );
}
