import { type Database, setOrganizationStatus, updateOrganizationPlan } from '@driftwatch/db';

const dayMs = 24 * 60 * 60 * 1000;

/** Whether a payment that first failed at `failedAt` is past BILLING_GRACE_DAYS at `now`. */
export function isPastPaymentGrace(failedAt: Date, now: Date, graceDays: number): boolean {
  return failedAt.getTime() <= now.getTime() - graceDays * dayMs;
}

/** Suspends the organization for an unpaid invoice; a later invoice.paid reactivates it. */
export async function suspendForNonPayment(db: Database, organizationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await updateOrganizationPlan(tx, organizationId, { status: 'suspended' });
    await setOrganizationStatus(tx, organizationId, 'suspended');
  });
}
