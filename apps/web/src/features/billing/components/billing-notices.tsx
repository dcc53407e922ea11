import { billingVariables } from '@driftwatch/contract';
import { Users } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';

/** A server without Stripe keys: usage still shows, nothing can be bought. */
export function BillingDisabledNotice() {
  return (
    <Alert title="Billing is not enabled on this server">
      Every team here has every feature. To sell plans, set {billingVariables.join(', ')} and restart the
      server.
    </Alert>
  );
}

export function TeamMemberNotice() {
  return (
    <Alert title="Team Member">
      Your subscription is managed by your team administrators. Contact a team admin to change the plan or
      seats.
    </Alert>
  );
}

/** Plans are bought per team: someone without one creates or joins one first. */
export function NoTeamPrompt() {
  return (
    <EmptyState
      icon={Users}
      title="Create a team to choose a plan"
      description="Plans and seats belong to a team. Create one, or view the teams you belong to."
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <ButtonLink to="/teams?setup=true">Create team</ButtonLink>
          <ButtonLink to="/teams" variant="secondary">
            View teams
          </ButtonLink>
        </div>
      }
    />
  );
}
