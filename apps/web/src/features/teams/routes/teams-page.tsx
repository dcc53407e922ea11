import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingScreen } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { canOpenTeamsPage, useSession } from '../../auth';
import { NoOrganizationView } from '../components/no-organization-view';
import { OrganizationView } from '../components/organization-view';

export function TeamsPage() {
  useDocumentTitle('Team Management');
  const session = useSession();
  if (session.status !== 'signed-in') return <LoadingScreen />;
  if (!canOpenTeamsPage(session.user)) return <Navigate to="/dashboard" replace />;
  return (
    <>
      <PageHeader
        title="Team Management"
        description="Members, seats and invitations of your organization."
      />
      {session.user.is_in_organization ? <OrganizationView user={session.user} /> : <NoOrganizationView />}
    </>
  );
}
