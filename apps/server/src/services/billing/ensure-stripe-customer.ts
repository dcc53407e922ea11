import { findOrganizationById, type OrganizationPlanRow, updateOrganizationPlan } from '@driftwatch/db';
import type Stripe from 'stripe';
import type { OrganizationScope } from '../../auth/request-scope.js';
import type { ServerContext } from '../../server-context.js';
import { callStripe } from './call-stripe.js';

/** The organization's Stripe customer, created on its first checkout (one per organization). */
export async function ensureStripeCustomer(
  context: ServerContext,
  stripe: Stripe,
  scope: OrganizationScope,
  plan: OrganizationPlanRow,
): Promise<string> {
  if (plan.stripeCustomerId) return plan.stripeCustomerId;
  const organization = await findOrganizationById(context.db, scope.organizationId);
  const customer = await callStripe(context, 'customer creation', () =>
    stripe.customers.create(
      {
        email: scope.user.email,
        name: organization?.name ?? scope.user.email,
        metadata: { organization_id: scope.organizationId },
      },
      // Two checkouts started at once still make one customer.
      { idempotencyKey: `driftwatch-customer-${scope.organizationId}` },
    ),
  );
  await updateOrganizationPlan(context.db, scope.organizationId, { stripeCustomerId: customer.id });
  return customer.id;
}
