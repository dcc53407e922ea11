import {
  memberCanManageTeam,
  type PlanType,
  type TransitionOption,
  type TransitionOptionsResponse,
} from '@driftwatch/contract';
import { findOrganizationPlan, findPrimaryMembership, listOpenInvitationsForEmail } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';

/** A new organization starts on the team plan with this many free days, no card. */
const trialDays = 14;

/** Plans in the order of what they include; seat-based team plans are all an organization can hold. */
const planOrder: readonly PlanType[] = ['free', 'team', 'pro'];

function planChanges(current: PlanType, allowed: boolean): TransitionOption[] {
  const rank = planOrder.indexOf(current);
  return planOrder
    .filter((plan) => plan !== current)
    .map((plan) => ({
      type: 'change_plan',
      plan_type: plan,
      direction: planOrder.indexOf(plan) > rank ? 'upgrade' : 'downgrade',
      allowed,
    }));
}

/**
 * What the caller can move to. A person outside an organization can create one or join one that
 * invited their address (a person belongs to one organization at a time). A member can see the
 * organization's other plans; only those with the billing right may change them.
 */
export async function listTransitionOptions(
  context: ServerContext,
  { user }: Authentication,
): Promise<TransitionOptionsResponse> {
  const membership = await findPrimaryMembership(context.db, user.id);
  if (!membership) {
    const invitations = await listOpenInvitationsForEmail(context.db, user.email, context.clock.now());
    return {
      organization_id: null,
      role: null,
      current_plan: 'free',
      options: [
        { type: 'create_organization', plan_type: 'team', trial_days: trialDays },
        ...invitations.map((invitation) => ({
          type: 'join_organization' as const,
          invitation_id: invitation.id,
          organization_name: invitation.organizationName,
          role: invitation.role,
          inviter: invitation.inviterName,
          expires_at: invitation.expiresAt.toISOString(),
        })),
      ],
    };
  }
  const plan = await findOrganizationPlan(context.db, membership.organizationId);
  const current = plan?.planType ?? 'free';
  return {
    organization_id: membership.organizationId,
    role: membership.role,
    current_plan: current,
    options: planChanges(current, memberCanManageTeam(membership)),
  };
}
