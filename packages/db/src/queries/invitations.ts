import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type InvitationRow, invitations, organizations } from '../schema/organizations.js';
import { users } from '../schema/users.js';

/** An invitation of this organization that is still open; ids of other organizations find nothing. */
function openInvitation(organizationId: string, invitationId: string, now: Date) {
  return and(
    eq(invitations.organizationId, organizationId),
    eq(invitations.id, invitationId),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, now),
  );
}

/** A new token and expiry for an open invitation: the old link stops working. */
export async function renewInvitation(
  db: Database,
  organizationId: string,
  invitationId: string,
  values: { tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set(values)
    .where(openInvitation(organizationId, invitationId, now))
    .returning();
  return row;
}

/** Revokes an open invitation; its link stops working. */
export async function revokeInvitation(
  db: Database,
  organizationId: string,
  invitationId: string,
  now: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(openInvitation(organizationId, invitationId, now))
    .returning();
  return row;
}

export interface InvitationForAddress extends InvitationRow {
  organizationName: string;
  inviterName: string | null;
}

/** Open invitations sent to an address, with the organization's name: what the invitee may join. */
export async function listOpenInvitationsForEmail(
  db: Database,
  email: string,
  now: Date,
): Promise<InvitationForAddress[]> {
  const rows = await db
    .select({ invitation: invitations, organizationName: organizations.name, inviterName: users.name })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(asc(invitations.createdAt));
  return rows.map((row) => ({
    ...row.invitation,
    organizationName: row.organizationName,
    inviterName: row.inviterName,
  }));
}
