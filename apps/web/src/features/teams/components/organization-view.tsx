import type { User } from '@driftwatch/contract';
import { Alert } from '../../../components/ui/alert';
import { LoadingScreen } from '../../../components/ui/spinner';
import { canManageTeam } from '../../auth';
import { useOrganization } from '../api/fetch-organization';
import { useOrganizationStatus } from '../api/fetch-organization-status';
import { useOrganizations } from '../api/fetch-organizations';
import { InviteForm } from './invite-form';
import { MembersSection } from './members-section';
import { OrganizationHeader } from './organization-header';
import { PendingInvitations } from './pending-invitations';
import { SuspendedBanner } from './suspended-banner';

/** The user's organization: header, suspension, members, invitations. */
export function OrganizationView({ user }: { user: User }) {
  const organizations = useOrganizations();
  const organizationId = organizations.data?.organizations[0]?.id;
  const details = useOrganization(organizationId);
  const status = useOrganizationStatus(organizationId);

  if (organizations.isError || details.isError || status.isError)
    return (
      <Alert tone="error" title="Error loading organization">
        Reload the page to try again.
      </Alert>
    );
  if (!details.data || !status.data) return <LoadingScreen />;

  const { organization, members, invitations } = details.data;
  const suspended = organization.status === 'suspended';
  const canManage = canManageTeam(user);
  return (
    <div className="space-y-6">
      <OrganizationHeader organization={organization} memberCount={members.length} canEdit={canManage} />
      {suspended ? <SuspendedBanner /> : null}
      <MembersSection
        organizationId={organization.id}
        members={members}
        currentUserId={user.id}
        assignedSeats={status.data.assigned_seats}
        canManage={canManage}
        suspended={suspended}
      />
      {canManage ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <InviteForm organizationId={organization.id} disabled={suspended} />
          <PendingInvitations
            organizationId={organization.id}
            invitations={invitations}
            disabled={suspended}
          />
        </div>
      ) : null}
    </div>
  );
}
