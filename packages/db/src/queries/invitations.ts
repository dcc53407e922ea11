import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type InvitationRow, invitations } from '../schema/organizations.js';

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
