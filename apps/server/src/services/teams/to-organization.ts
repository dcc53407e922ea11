import type { Organization, PlanType } from '@driftwatch/contract';
import { type Database, findOrganizationPlan, type OrganizationRow } from '@driftwatch/db';

export function toOrganization(row: OrganizationRow, tier: PlanType): Organization {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo_url: row.logoUrl,
    status: row.status,
    subscription_tier: tier,
    created_at: row.createdAt.toISOString(),
  };
}

/** An organization without a subscription row is on the free plan. */
export async function loadOrganization(db: Database, row: OrganizationRow): Promise<Organization> {
  const plan = await findOrganizationPlan(db, row.id);
  return toOrganization(row, plan?.planType ?? 'free');
}
