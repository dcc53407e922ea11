import { memberCanManageTeam } from '@driftwatch/contract';
import { findOrganizationPlan, type OrganizationPlanRow } from '@driftwatch/db';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { forbidden, notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

/**
 * Plan, seat, portal and cancel changes need the billing right: owners, admins and members granted
 * can_manage_team. Everyone else in the organization gets 403 and sees "Contact Team Admin".
 */
export async function requireBillingManager(
  context: ServerContext,
  scope: OrganizationScope,
): Promise<OrganizationPlanRow> {
  if (!memberCanManageTeam(scope.membership)) throw forbidden();
  const plan = await findOrganizationPlan(context.db, scope.organizationId);
  if (!plan) throw notFound();
  return plan;
}
