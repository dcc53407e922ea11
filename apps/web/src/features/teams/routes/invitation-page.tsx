import { MailX } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadingScreen } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from '../../auth';
import { useInvitation } from '../api/fetch-invitation';
import { InvitationAcceptForm } from '../components/invitation-accept-form';

export function InvitationPage() {
  useDocumentTitle('Team invitation');
  const { token = '' } = useParams();
  const invitation = useInvitation(token);

  if (invitation.isPending) return <LoadingScreen />;
  if (invitation.isError) {
    return (
      <AuthCard title="Invalid Invitation" description="This invitation is invalid or has expired">
        <div className="space-y-6 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
            <MailX className="size-6" aria-hidden />
          </span>
          <p className="text-sm text-slate-600">Ask the person who invited you to send a new invitation.</p>
          <ButtonLink to="/" variant="secondary" className="w-full">
            Go to home page
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  const { invitation: details, organization } = invitation.data;
  const orgName = organization.name || details.org_name;
  return (
    <AuthCard
      title={`Join ${orgName}`}
      description={
        details.inviter
          ? `${details.inviter} invited you to Driftwatch.`
          : 'You have been invited to Driftwatch.'
      }
    >
      <InvitationAcceptForm token={token} email={details.email} />
    </AuthCard>
  );
}
