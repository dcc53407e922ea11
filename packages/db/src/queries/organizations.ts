import type { Role } from '@driftwatch/contract';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import {
  type InvitationRow,
  invitations,
  type MemberRow,
  members,
  type OrganizationRow,
  organizations,
} from '../schema/organizations.js';
import { users } from '../schema/users.js';

export async function insertOrganization(
  db: Database,
  values: { name: string; slug: string; createdBy: string },
): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('Inserting the organization returned no row');
  return row;
}

export async function findOrganizationById(db: Database, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

export async function isSlugTaken(db: Database, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, slug))
    .limit(1);
  return row !== undefined;
}

/** Organizations the user is an active member of, oldest membership first. */
export async function listOrganizationsForUser(db: Database, userId: string): Promise<OrganizationRow[]> {
  const rows = await db
    .select({ organization: organizations })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.userId, userId), eq(members.status, 'active')))
    .orderBy(asc(members.createdAt));
  return rows.map((row) => row.organization);
}

/** The user's active membership in one organization: the basis of every org-scoped permission check. */
export async function findMembership(
  db: Database,
  organizationId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.organizationId, organizationId),
        eq(members.userId, userId),
        eq(members.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

/** The user's first active membership, which the profile reports as the user's organization. */
export async function findPrimaryMembership(db: Database, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.status, 'active')))
    .orderBy(asc(members.createdAt))
    .limit(1);
  return row;
}

export async function insertMember(
  db: Database,
  values: {
    organizationId: string;
    userId: string;
    email: string;
    role: Role;
    canManageTeam?: boolean;
    joinedAt: Date;
    /** Seated unless told otherwise: a member who joins a team with every seat taken has none. */
    hasSeat?: boolean;
  },
): Promise<MemberRow> {
  const [row] = await db
    .insert(members)
    .values({ hasSeat: true, ...values, status: 'active' })
    .returning();
  if (!row) throw new Error('Inserting the member returned no row');
  return row;
}

export interface MemberWithName extends MemberRow {
  name: string | null;
}

export async function listMembers(db: Database, organizationId: string): Promise<MemberWithName[]> {
  const rows = await db
    .select({ member: members, name: users.name })
    .from(members)
    .leftJoin(users, eq(users.id, members.userId))
    .where(eq(members.organizationId, organizationId))
    .orderBy(asc(members.createdAt));
  return rows.map((row) => ({ ...row.member, name: row.name }));
}

export async function countActiveMembers(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.status, 'active')));
  return row?.count ?? 0;
}

export interface PendingInvitation extends InvitationRow {
  inviterName: string | null;
}

export async function listPendingInvitations(
  db: Database,
  organizationId: string,
  now: Date,
): Promise<PendingInvitation[]> {
  const rows = await db
    .select({ invitation: invitations, inviterName: users.name })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(asc(invitations.createdAt));
  return rows.map((row) => ({ ...row.invitation, inviterName: row.inviterName }));
}

export async function insertInvitation(
  db: Database,
  values: {
    organizationId: string;
    email: string;
    role: Role;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('Inserting the invitation returned no row');
  return row;
}

/** A new invitation to the same address replaces the earlier ones, whose links stop working. */
export async function revokePendingInvitations(
  db: Database,
  organizationId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
}

function pendingInvitation(tokenHash: string, now: Date) {
  return and(
    eq(invitations.tokenHash, tokenHash),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, now),
  );
}

export async function findPendingInvitation(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<PendingInvitation | undefined> {
  const [row] = await db
    .select({ invitation: invitations, inviterName: users.name })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(pendingInvitation(tokenHash, now))
    .limit(1);
  return row ? { ...row.invitation, inviterName: row.inviterName } : undefined;
}

/** Marks the invitation accepted in one statement, so it can be used once only. */
export async function acceptPendingInvitation(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(pendingInvitation(tokenHash, now))
    .returning();
  return row;
}

export async function findMemberByEmail(
  db: Database,
  organizationId: string,
  email: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.email, email)))
    .limit(1);
  return row;
}

/** A member of this organization by member id; ids from other organizations find nothing. */
export async function findMemberById(
  db: Database,
  organizationId: string,
  memberId: string,
): Promise<MemberWithName | undefined> {
  const [row] = await db
    .select({ member: members, name: users.name })
    .from(members)
    .leftJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, organizationId), eq(members.id, memberId)))
    .limit(1);
  return row ? { ...row.member, name: row.name } : undefined;
}

export async function deleteMember(db: Database, organizationId: string, memberId: string): Promise<void> {
  await db.delete(members).where(and(eq(members.organizationId, organizationId), eq(members.id, memberId)));
}

export async function setMemberSeat(
  db: Database,
  organizationId: string,
  memberId: string,
  hasSeat: boolean,
): Promise<void> {
  await db
    .update(members)
    .set({ hasSeat })
    .where(and(eq(members.organizationId, organizationId), eq(members.id, memberId)));
}

export async function countSeatedMembers(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.hasSeat, true)));
  return row?.count ?? 0;
}
