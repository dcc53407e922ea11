import { setOrganizationStatus, updateOrganizationPlan } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { defaultPeriodDays } from './billing-period.js';

/**
 * The end of a paid plan (cancelled at period end, deleted in Stripe, or a trial that ended unpaid):
 * free, active, with nothing owed and a fresh 30-day usage period.
 */
export async function moveToFreePlan(context: ServerContext, organizationId: string): Promise<void> {
  const now = context.clock.now();
  await updateOrganizationPlan(context.db, organizationId, {
    planType: 'free',
    status: 'active',
    billingInterval: 'monthly',
    stripeSubscriptionId: null,
    cancelAtPeriodEnd: false,
    paymentFailedAt: null,
    trialEndsAt: null,
    periodStartsAt: now,
    periodEndsAt: new Date(now.getTime() + defaultPeriodDays * 24 * 60 * 60 * 1000),
    currentPrCount: 0,
  });
  await setOrganizationStatus(context.db, organizationId, 'active');
}
