import type { User } from '@driftwatch/contract';

export { canManageTeam } from '@driftwatch/contract';

type PermissionUser = Pick<User, 'is_in_organization' | 'can_manage_team' | 'role'>;

/** Billing actions: allowed outside an organization, or inside one with can_manage_team. */
export function canAccessBilling(user: PermissionUser): boolean {
  return !user.is_in_organization || user.can_manage_team;
}

/** /teams sends organization members who are neither owner nor admin to /dashboard. */
export function canOpenTeamsPage(user: PermissionUser): boolean {
  return !user.is_in_organization || user.role === 'owner' || user.role === 'admin';
}
