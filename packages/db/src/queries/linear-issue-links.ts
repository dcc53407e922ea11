import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type DriftIssueRow, driftIssues } from '../schema/drift-issues.js';
import { processedLinearWebhooks } from '../schema/linear-webhook-deliveries.js';

export interface LinearIssueClaim {
  linearIssueId: string;
  teamId: string;
  projectId: string | null;
}

/**
 * Reserves the drift issue's one Linear issue before Linear is asked to create it: the update only
 * matches a drift issue without one, so of two concurrent pushes exactly one gets the row back.
 */
export async function claimLinearIssue(
  db: Database,
  organizationId: string,
  driftIssueId: string,
  claim: LinearIssueClaim,
): Promise<DriftIssueRow | undefined> {
  const [row] = await db
    .update(driftIssues)
    .set({
      linearIssueId: claim.linearIssueId,
      linearTeamId: claim.teamId,
      linearProjectId: claim.projectId,
      linearIssueUrl: null,
      linearStatus: null,
      // Until the link is saved, the sync time is when the push started (see reclaimAbandonedLinearIssue).
      linearSyncAt: sql`now()`,
    })
    .where(
      and(
        eq(driftIssues.organizationId, organizationId),
        eq(driftIssues.id, driftIssueId),
        isNull(driftIssues.linearIssueId),
      ),
    )
    .returning();
  return row;
}

/**
 * Takes over a reservation whose push never finished (its server stopped between the claim and
 * Linear's answer): only a claim older than `staleSeconds` matches, and only one request gets it.
 */
export async function reclaimAbandonedLinearIssue(
  db: Database,
  organizationId: string,
  driftIssueId: string,
  staleSeconds: number,
): Promise<DriftIssueRow | undefined> {
  const [row] = await db
    .update(driftIssues)
    .set({ linearSyncAt: sql`now()` })
    .where(
      and(
        eq(driftIssues.organizationId, organizationId),
        eq(driftIssues.id, driftIssueId),
        isNotNull(driftIssues.linearIssueId),
        isNull(driftIssues.linearIssueUrl),
        lt(driftIssues.linearSyncAt, sql`now() - make_interval(secs => ${staleSeconds})`),
      ),
    )
    .returning();
  return row;
}

/** Gives the reservation back when Linear refused to create the issue, so it can be pushed again. */
export async function releaseLinearIssueClaim(
  db: Database,
  organizationId: string,
  driftIssueId: string,
  linearIssueId: string,
): Promise<void> {
  await db
    .update(driftIssues)
    .set({ linearIssueId: null, linearTeamId: null, linearProjectId: null })
    .where(
      and(
        eq(driftIssues.organizationId, organizationId),
        eq(driftIssues.id, driftIssueId),
        eq(driftIssues.linearIssueId, linearIssueId),
        isNull(driftIssues.linearIssueUrl),
      ),
    );
}

export interface LinearIssueState {
  url: string;
  status: string | null;
  teamId: string | null;
  projectId: string | null;
}

/** Records what Linear says about the drift issue's Linear issue now. */
export async function saveLinearIssueState(
  db: Database,
  linearIssueId: string,
  state: LinearIssueState,
): Promise<DriftIssueRow | undefined> {
  const [row] = await db
    .update(driftIssues)
    .set({
      linearIssueUrl: state.url,
      linearStatus: state.status,
      linearTeamId: state.teamId,
      linearProjectId: state.projectId,
      linearSyncAt: sql`now()`,
    })
    .where(eq(driftIssues.linearIssueId, linearIssueId))
    .returning();
  return row;
}

/** The drift issue a Linear issue was created for, whichever organization it belongs to. */
export async function findDriftIssueByLinearIssue(
  db: Database,
  linearIssueId: string,
): Promise<DriftIssueRow | undefined> {
  const [row] = await db.select().from(driftIssues).where(eq(driftIssues.linearIssueId, linearIssueId));
  return row;
}

/** The Linear issue was deleted there: the drift issue can be pushed again. */
export async function unlinkLinearIssue(db: Database, linearIssueId: string): Promise<void> {
  await db
    .update(driftIssues)
    .set({
      linearIssueId: null,
      linearIssueUrl: null,
      linearStatus: null,
      linearTeamId: null,
      linearProjectId: null,
      linearSyncAt: sql`now()`,
    })
    .where(eq(driftIssues.linearIssueId, linearIssueId));
}

/** True the first time a delivery id is seen. */
export async function claimLinearWebhookDelivery(db: Database, deliveryId: string): Promise<boolean> {
  const rows = await db
    .insert(processedLinearWebhooks)
    .values({ deliveryId })
    .onConflictDoNothing()
    .returning({ deliveryId: processedLinearWebhooks.deliveryId });
  return rows.length === 1;
}
