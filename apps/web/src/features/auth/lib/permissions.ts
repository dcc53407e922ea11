import type { User } from '@driftwatch/contract';

export { canManageTeam } from '@driftwatch/contract';

type PermissionUser = Pick<User, 'is_in_organization' | 'can_manage_team' | 'role'>;

/**
 * The Billing screen: open to everyone signed in, since organization members without the billing
 * right see it read-only, with the Team Member notice and Contact Team Admin on the plan cards.
 */
export function canAccessBilling(user: PermissionUser): boolean {
  return !user.is_in_organization || user.role !== null;
}

/** Billing actions (upgrade, seats, Manage, Cancel): outside an organization, or inside one with can_manage_team. */
export function canManageBilling(user: PermissionUser): boolean {
  return !user.is_in_organization || user.can_manage_team;
}

/** /teams sends organization members who are neither owner nor admin to /dashboard. */
export function canOpenTeamsPage(user: PermissionUser): boolean {
  return !user.is_in_organization || user.role === 'owner' || user.role === 'admin';
}
