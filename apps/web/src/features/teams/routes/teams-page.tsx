import { Users } from 'lucide-react';
import { Navigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { canOpenTeamsPage, useSession } from '../../auth';

export function TeamsPage() {
  useDocumentTitle('Team Management');
  const session = useSession();
  if (session.status === 'signed-in' && !canOpenTeamsPage(session.user))
    return <Navigate to="/dashboard" replace />;
  return (
    <>
      <PageHeader
        title="Team Management"
        description="Members, seats and invitations of your organization."
      />
      <EmptyState
        icon={Users}
        title="No members match your filters"
        description="Invite teammates to share drift alerts and triage issues together. Invitations appear here until they are accepted."
        action={<ButtonLink to="/profile">View your profile</ButtonLink>}
      />
    </>
  );
}
