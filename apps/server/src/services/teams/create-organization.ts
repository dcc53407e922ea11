import type {
  CreateOrganizationResponse,
  createOrganizationRequestSchema,
  PlanType,
} from '@driftwatch/contract';
import {
  findPrimaryMembership,
  insertMember,
  insertOrganization,
  insertOrganizationPlan,
  isSlugTaken,
  lockUser,
  recordAuditEvent,
  saveSetupStep,
} from '@driftwatch/db';
import type { z } from 'zod';
import type { Authentication } from '../../auth/authenticate.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { generateUniqueSlug } from './generate-slug.js';
import { toOrganization } from './to-organization.js';

export type CreateOrganizationInput = z.output<typeof createOrganizationRequestSchema>;

const trialLengthMs = 14 * 24 * 60 * 60 * 1000;

/** team_pro (the wizard's choice) is the team plan with the 14-day trial. */
function planForTier(tier: CreateOrganizationInput['new_team_tier']): PlanType {
  return tier === 'pro' ? 'pro' : 'team';
}

/**
 * Creates the organization with its creator as owner, a 14-day trial of the chosen team plan, and
 * moves the setup wizard from the team step to the code-hosting step.
 */
export async function createOrganization(
  context: ServerContext,
  {
    authentication,
    organization: input,
  }: { authentication: Authentication; organization: CreateOrganizationInput },
): Promise<CreateOrganizationResponse> {
  const { user } = authentication;
  const requestedSlug = input.slug || undefined;
  if (requestedSlug && (await isSlugTaken(context.db, requestedSlug))) {
    throw requestFailed('slug_taken', 'This slug is already taken. Choose another one.', 409);
  }
  const slug = requestedSlug ?? (await generateUniqueSlug(context.db, input.name));
  const planType = planForTier(input.new_team_tier);
  const now = context.clock.now();
  const trialEndsAt = new Date(now.getTime() + trialLengthMs);

  const organization = await context.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    if (await findPrimaryMembership(tx, user.id)) {
      throw requestFailed('already_in_organization', 'You already belong to an organization.', 409);
    }
    const created = await insertOrganization(tx, { name: input.name, slug, createdBy: user.id });
    await insertMember(tx, {
      organizationId: created.id,
      userId: user.id,
      email: user.email,
      role: 'owner',
      canManageTeam: true,
      joinedAt: now,
    });
    await insertOrganizationPlan(tx, {
      organizationId: created.id,
      planType,
      status: 'trialing',
      assignedSeats: 1,
      periodStartsAt: now,
      periodEndsAt: trialEndsAt,
      trialEndsAt,
    });
    await saveSetupStep(tx, created.id, 'github_app');
    await recordAuditEvent(tx, {
      action: 'organization.created',
      organizationId: created.id,
      actorUserId: user.id,
      targetType: 'organization',
      targetId: created.id,
      metadata: { plan: planType, trial_ends_at: trialEndsAt.toISOString() },
    });
    return created;
  });
  return {
    success: true,
    organization: toOrganization(organization, planType),
    checkout_url: null,
    redirect: null,
  };
}
