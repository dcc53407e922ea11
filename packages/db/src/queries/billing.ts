import { and, asc, eq, gte, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { organizations } from '../schema/organizations.js';
import {
  type OrganizationPlanRow,
  organizationPlans,
  processedStripeEvents,
  pullRequestUsageDays,
} from '../schema/plans.js';

type OrganizationPlanChanges = Partial<
  Omit<OrganizationPlanRow, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>
>;

export async function updateOrganizationPlan(
  db: Database,
  organizationId: string,
  changes: OrganizationPlanChanges,
): Promise<OrganizationPlanRow | undefined> {
  const [row] = await db
    .update(organizationPlans)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(organizationPlans.organizationId, organizationId))
    .returning();
  return row;
}

export async function findOrganizationPlanByStripeCustomer(
  db: Database,
  stripeCustomerId: string,
): Promise<OrganizationPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationPlans)
    .where(eq(organizationPlans.stripeCustomerId, stripeCustomerId))
    .limit(1);
  return row;
}

export async function setOrganizationStatus(
  db: Database,
  organizationId: string,
  status: 'active' | 'suspended',
): Promise<void> {
  await db
    .update(organizations)
    .set({ status, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}

/** True the first time an event id is seen; a replayed or retried event gets false. */
export async function claimStripeEvent(db: Database, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(processedStripeEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: processedStripeEvents.id });
  return rows.length === 1;
}

/** Counts one analysed pull request for the period total and the day's bar of the usage chart. */
export async function recordPullRequestAnalysis(
  db: Database,
  organizationId: string,
  at: Date,
): Promise<void> {
  const day = at.toISOString().slice(0, 10);
  await db
    .insert(pullRequestUsageDays)
    .values({ organizationId, day, count: 1 })
    .onConflictDoUpdate({
      target: [pullRequestUsageDays.organizationId, pullRequestUsageDays.day],
      set: { count: sql`${pullRequestUsageDays.count} + 1` },
    });
  await db
    .update(organizationPlans)
    .set({ currentPrCount: sql`${organizationPlans.currentPrCount} + 1` })
    .where(eq(organizationPlans.organizationId, organizationId));
}

/** Days (YYYY-MM-DD, inclusive) with at least one analysed pull request. */
export async function listPullRequestUsageDays(
  db: Database,
  organizationId: string,
  fromDay: string,
  toDay: string,
): Promise<{ day: string; count: number }[]> {
  return db
    .select({ day: pullRequestUsageDays.day, count: pullRequestUsageDays.count })
    .from(pullRequestUsageDays)
    .where(
      and(
        eq(pullRequestUsageDays.organizationId, organizationId),
        gte(pullRequestUsageDays.day, fromDay),
        lte(pullRequestUsageDays.day, toDay),
      ),
    )
    .orderBy(asc(pullRequestUsageDays.day));
}

/** Subscriptions whose payment failed before the cutoff and whose organization is still active. */
export async function listPlansPastPaymentGrace(db: Database, cutoff: Date): Promise<OrganizationPlanRow[]> {
  return db
    .select({ plan: organizationPlans })
    .from(organizationPlans)
    .innerJoin(organizations, eq(organizations.id, organizationPlans.organizationId))
    .where(and(lt(organizationPlans.paymentFailedAt, cutoff), eq(organizations.status, 'active')))
    .then((rows) => rows.map((row) => row.plan));
}

/** Trials of our own (no Stripe subscription) that ended without a payment. */
export async function listEndedUnpaidTrials(db: Database, now: Date): Promise<OrganizationPlanRow[]> {
  return db
    .select()
    .from(organizationPlans)
    .where(
      and(
        eq(organizationPlans.status, 'trialing'),
        isNull(organizationPlans.stripeSubscriptionId),
        isNotNull(organizationPlans.trialEndsAt),
        lt(organizationPlans.trialEndsAt, now),
      ),
    );
}

/** Free plans (no subscription) whose usage period has ended. */
export async function listEndedFreePeriods(db: Database, now: Date): Promise<OrganizationPlanRow[]> {
  return db
    .select()
    .from(organizationPlans)
    .where(
      and(
        eq(organizationPlans.planType, 'free'),
        isNull(organizationPlans.stripeSubscriptionId),
        isNotNull(organizationPlans.periodEndsAt),
        lte(organizationPlans.periodEndsAt, now),
      ),
    );
}

/**
 * Starts a free plan's next usage period with its pull-request count at zero, only if the plan still
 * has the period that ended: a plan changed meanwhile (an upgrade, another run) is left alone.
 */
export async function startFreeUsagePeriod(
  db: Database,
  organizationId: string,
  endedAt: Date,
  next: { startsAt: Date; endsAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(organizationPlans)
    .set({
      periodStartsAt: next.startsAt,
      periodEndsAt: next.endsAt,
      currentPrCount: 0,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(organizationPlans.organizationId, organizationId),
        eq(organizationPlans.planType, 'free'),
        eq(organizationPlans.periodEndsAt, endedAt),
      ),
    )
    .returning({ id: organizationPlans.id });
  return rows.length > 0;
}
