import type { OrganizationStatusResponse } from '@driftwatch/contract';
import { countActiveMembers, findOrganizationById, findOrganizationPlan } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { requireMembership } from '../../auth/require-membership.js';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

const dayMs = 24 * 60 * 60 * 1000;

export async function getOrganizationStatus(
  context: ServerContext,
  { authentication, organizationId }: { authentication: Authentication; organizationId: string },
): Promise<OrganizationStatusResponse> {
  await requireMembership(context.db, organizationId, authentication.user.id);
  const organization = await findOrganizationById(context.db, organizationId);
  if (!organization) throw notFound();
  const [plan, memberCount] = await Promise.all([
    findOrganizationPlan(context.db, organizationId),
    countActiveMembers(context.db, organizationId),
  ]);
  const now = context.clock.now().getTime();
  const trialEndsAt = plan?.trialEndsAt ?? null;
  const trialActive = plan?.status === 'trialing' && trialEndsAt !== null && trialEndsAt.getTime() > now;
  return {
    id: organization.id,
    status: organization.status,
    is_suspended: organization.status === 'suspended',
    subscription_tier: plan?.planType ?? 'free',
    subscription_status: plan?.status ?? 'active',
    trial: {
      is_active: trialActive,
      ends_at: trialEndsAt?.toISOString() ?? null,
      days_remaining: trialActive && trialEndsAt ? Math.ceil((trialEndsAt.getTime() - now) / dayMs) : 0,
    },
    member_count: memberCount,
    assigned_seats: plan?.assignedSeats ?? 1,
  };
}
