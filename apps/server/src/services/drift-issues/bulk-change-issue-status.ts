import type { bulkUpdateDriftIssueStatusResponseSchema } from '@driftwatch/contract';
import { listDriftIssuesByIds } from '@driftwatch/db';
import type { z } from 'zod';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { announceIssueUpdates } from './announce-issue-updates.js';
import { applyStatusChange } from './apply-status-change.js';
import { type StatusInput, toStatusChange } from './to-status-change.js';

export interface BulkChangeIssueStatusInput extends StatusInput {
  scope: OrganizationScope;
  ids: string[];
}

/**
 * All or nothing: when any id is not an issue of the organization the answer is 404 and nothing
 * changes, so the call cannot be used to probe other organizations' ids.
 */
export async function bulkChangeIssueStatus(
  context: ServerContext,
  { scope, ids, ...status }: BulkChangeIssueStatusInput,
): Promise<z.output<typeof bulkUpdateDriftIssueStatusResponseSchema>> {
  const { organizationId } = scope;
  const unique = [...new Set(ids)];
  const rows = await context.db.transaction(async (tx) => {
    const found = await listDriftIssuesByIds(tx, organizationId, unique);
    if (found.length !== unique.length) throw notFound();
    return applyStatusChange(tx, {
      organizationId,
      ids: unique,
      change: toStatusChange(context, scope, status),
    });
  });
  await announceIssueUpdates(context, { organizationId, rows });
  return { success: true, updated: rows.length, issue_ids: rows.map((row) => row.id) };
}
