import { listEndedUnpaidTrials, listPlansPastPaymentGrace } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { moveToFreePlan } from './move-to-free-plan.js';
import { rollOverFreePeriods } from './roll-over-free-periods.js';
import { suspendForNonPayment } from './suspend-for-non-payment.js';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * What Stripe does not tell us by itself: a payment still failing after BILLING_GRACE_DAYS suspends
 * the organization (a later invoice.paid reactivates it), a trial of ours that ended without a
 * checkout moves to free, and a free plan's ended 30-day usage period starts again. Without billing
 * nothing is charged, so nothing else runs out.
 */
export async function enforceBillingDeadlines(
  context: ServerContext,
): Promise<{ suspended: number; trialsEnded: number; periodsRolledOver: number }> {
  const periodsRolledOver = await rollOverFreePeriods(context);
  if (!context.config.stripe) return { suspended: 0, trialsEnded: 0, periodsRolledOver };
  const now = context.clock.now();
  const overdue = await listPlansPastPaymentGrace(
    context.db,
    new Date(now.getTime() - context.config.billingGraceDays * dayMs),
  );
  for (const plan of overdue) await suspendForNonPayment(context.db, plan.organizationId);
  const trials = await listEndedUnpaidTrials(context.db, now);
  for (const plan of trials) await moveToFreePlan(context, plan.organizationId);
  return { suspended: overdue.length, trialsEnded: trials.length, periodsRolledOver };
}
