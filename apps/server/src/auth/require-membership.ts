import type { Role } from '@driftwatch/contract';
import { type Database, findMembership, type MemberRow } from '@driftwatch/db';
import { forbidden, notFound } from '../http/app-error.js';

/**
 * The check in front of every organization-scoped read and write. Non-members get 404, so they
 * cannot even learn that the organization exists; members without the needed role get 403.
 */
export async function requireMembership(
  db: Database,
  organizationId: string,
  userId: string,
  allowedRoles: readonly Role[] = ['owner', 'admin', 'member'],
): Promise<MemberRow> {
  const membership = await findMembership(db, organizationId, userId);
  if (!membership) throw notFound();
  if (!allowedRoles.includes(membership.role)) throw forbidden();
  return membership;
}
