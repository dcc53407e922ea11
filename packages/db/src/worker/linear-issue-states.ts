import { and, asc, eq, exists, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type DriftIssueRow, driftIssues } from '../schema/drift-issues.js';
import { integrations } from '../schema/integrations.js';

/** Organizations whose Linear connection works and that have pushed at least one issue. */
export async function listLinearSyncOrganizations(db: Database): Promise<string[]> {
  const rows = await db
    .select({ organizationId: integrations.organizationId })
    .from(integrations)
    .where(
      and(
        eq(integrations.platform, 'linear'),
        eq(integrations.status, 'connected'),
        exists(
          db
            .select({ one: sql`1` })
            .from(driftIssues)
            .where(
              and(
                eq(driftIssues.organizationId, integrations.organizationId),
                isNotNull(driftIssues.linearIssueUrl),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(integrations.organizationId));
  return [...new Set(rows.map((row) => row.organizationId))];
}

/**
 * An organization's drift issues with a finished push (a Linear issue and its link), the least
 * recently synced first, so a run cut short by a rate limit is picked up where it stopped.
 */
export async function listPushedLinearIssues(
  db: Database,
  organizationId: string,
  limit: number,
): Promise<Array<Pick<DriftIssueRow, 'id' | 'linearIssueId' | 'linearStatus'>>> {
  return db
    .select({
      id: driftIssues.id,
      linearIssueId: driftIssues.linearIssueId,
      linearStatus: driftIssues.linearStatus,
    })
    .from(driftIssues)
    .where(and(eq(driftIssues.organizationId, organizationId), isNotNull(driftIssues.linearIssueUrl)))
    .orderBy(asc(driftIssues.linearSyncAt), asc(driftIssues.id))
    .limit(limit);
}
