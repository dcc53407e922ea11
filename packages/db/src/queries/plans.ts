import type { PlanType } from '@driftwatch/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type OrganizationPlanRow, organizationPlans, type PlanRow, plans } from '../schema/plans.js';

export async function listPlans(db: Database): Promise<PlanRow[]> {
  return db.select().from(plans).orderBy(asc(plans.sortOrder));
}

export async function findOrganizationPlan(
  db: Database,
  organizationId: string,
): Promise<OrganizationPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationPlans)
    .where(eq(organizationPlans.organizationId, organizationId))
    .limit(1);
  return row;
}

export async function insertOrganizationPlan(
  db: Database,
  values: {
    organizationId: string;
    planType: PlanType;
    status: OrganizationPlanRow['status'];
    assignedSeats: number;
    periodStartsAt: Date | null;
    periodEndsAt: Date | null;
    trialEndsAt: Date | null;
  },
): Promise<OrganizationPlanRow> {
  const [row] = await db.insert(organizationPlans).values(values).returning();
  if (!row) throw new Error('Inserting the organization plan returned no row');
  return row;
}

/** Locks the organization's subscription row until the transaction ends (seat changes). */
export async function lockOrganizationPlan(
  db: Database,
  organizationId: string,
): Promise<OrganizationPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationPlans)
    .where(eq(organizationPlans.organizationId, organizationId))
    .for('update');
  return row;
}
