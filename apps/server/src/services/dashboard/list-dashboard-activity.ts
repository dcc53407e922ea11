import type {
  DashboardActivity,
  DashboardActivityEntry,
  dashboardActivityQuerySchema,
} from '@driftwatch/contract';
import { type ActivityPosition, listIssueActivityFeed, listScanActivityFeed } from '@driftwatch/db';
import type { z } from 'zod';

import type { ServerContext } from '../../server-context.js';

type Positioned = { micros: string; id: string; entry: DashboardActivityEntry };

function readCursor(cursor: string | undefined): ActivityPosition | undefined {
  if (!cursor) return undefined;
  const [micros = '', id = ''] = cursor.split('_');
  return { micros, id };
}

/** Newest first; ties in time (the same microsecond) by id, descending, as the queries order them. */
function newerFirst(a: Positioned, b: Positioned): number {
  if (a.micros.length !== b.micros.length) return b.micros.length - a.micros.length;
  if (a.micros !== b.micros) return a.micros < b.micros ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * One page of the organization's activity: people's changes to issues and scans, merged newest
 * first. Each source is read from its own index up to `limit + 1` entries past the cursor, so a page
 * costs two short index ranges however long the history is; the extra entry says whether there is more.
 */
export async function listDashboardActivity(
  context: ServerContext,
  { organizationId, query }: { organizationId: string; query: z.output<typeof dashboardActivityQuerySchema> },
): Promise<DashboardActivity> {
  const page = { limit: query.limit + 1, position: readCursor(query.cursor) };
  const [issueRows, scanRows] = await Promise.all([
    listIssueActivityFeed(context.db, organizationId, page),
    listScanActivityFeed(context.db, organizationId, page),
  ]);
  const merged: Positioned[] = [
    ...issueRows.map((row) => ({
      micros: row.micros,
      id: row.id,
      entry: {
        type: 'issue' as const,
        id: row.id,
        at: row.at.toISOString(),
        kind: row.kind,
        actor_name: row.actorName,
        from_status: row.fromStatus,
        to_status: row.toStatus,
        note: row.note,
        issue: { id: row.issueId, key: row.issueKey, title: row.issueTitle, severity: row.issueSeverity },
        repository: { id: row.repositoryId, name: row.repositoryName },
      },
    })),
    ...scanRows.map((row) => ({
      micros: row.micros,
      id: row.id,
      entry: {
        type: 'scan' as const,
        id: row.id,
        at: row.at.toISOString(),
        status: row.status,
        trigger: row.trigger,
        commit_sha: row.commitSha,
        issues_created: row.issuesCreated,
        issues_resolved: row.issuesResolved,
        error: row.error,
        repository: { id: row.repositoryId, name: row.repositoryName },
      },
    })),
  ].sort(newerFirst);
  const shown = merged.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    entries: shown.map((item) => item.entry),
    next_cursor: merged.length > query.limit && last ? `${last.micros}_${last.id}` : null,
  };
}
