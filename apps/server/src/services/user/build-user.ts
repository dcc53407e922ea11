import { memberCanManageTeam, type User } from '@driftwatch/contract';
import { type Database, findPrimaryMembership, type MemberRow, type UserRow } from '@driftwatch/db';

function toUser(user: UserRow, membership: MemberRow | undefined): User {
  const role = membership?.role ?? null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role,
    is_in_organization: membership !== undefined,
    // Outside an organization a user may create one, so the right is theirs.
    can_manage_team: membership === undefined || memberCanManageTeam(membership),
    organization_id: membership?.organizationId ?? null,
    has_password: user.passwordHash !== null,
  };
}

/** The user as the API shows it, with the organization they work in. */
export async function buildUser(db: Database, user: UserRow): Promise<User> {
  return toUser(user, await findPrimaryMembership(db, user.id));
}
