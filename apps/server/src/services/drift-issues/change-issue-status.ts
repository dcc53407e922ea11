import type { DriftIssueStatus, LiveEvent } from '@driftwatch/contract';
import {
  type DriftIssueRow,
  findDriftIssue,
  listDriftIssuesByIds,
  setDriftIssueStatus,
} from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { toDriftIssue } from './to-drift-issue.js';

export interface StatusInput {
  status: DriftIssueStatus;
  resolution?: string | undefined;
}

async function announce(
  context: ServerContext,
  organizationId: string,
  rows: DriftIssueRow[],
): Promise<void> {
  const at = context.clock.now().toISOString();
  for (const row of rows) {
    const event: LiveEvent = {
      type: 'issue.updated',
      issueId: row.id,
      key: row.key,
      repositoryId: row.repositoryId,
      status: row.status,
      at,
    };
    await context.live.publish(organizationId, event).catch((error: unknown) => {
      context.logger.warn({ err: error }, 'A live event could not be published');
    });
  }
}

function change(context: ServerContext, authentication: Authentication, input: StatusInput) {
  return {
    status: input.status,
    now: context.clock.now(),
    resolvedBy: authentication.user.name,
    resolvedByUserId: authentication.user.id,
    // The server records its own time; a resolution is kept only with resolved.
    resolution: input.resolution ?? null,
  };
}

/** Resolving records who, when and (optionally) why; any other status clears those. */
export async function changeIssueStatus(
  context: ServerContext,
  authentication: Authentication,
  organizationId: string,
  idOrKey: string,
  input: StatusInput,
) {
  const issue = await findDriftIssue(context.db, organizationId, idOrKey);
  if (!issue) throw notFound();
  const [row] = await setDriftIssueStatus(
    context.db,
    organizationId,
    [issue.id],
    change(context, authentication, input),
  );
  if (!row) throw notFound();
  await announce(context, organizationId, [row]);
  return {
    data: toDriftIssue({
      ...row,
      repositoryName: issue.repositoryName,
      repositoryWebUrl: issue.repositoryWebUrl,
    }),
  };
}

/**
 * All or nothing: when any id is not an issue of the organization the answer is 404 and nothing
 * changes, so the call cannot be used to probe other organizations' ids.
 */
export async function bulkChangeIssueStatus(
  context: ServerContext,
  authentication: Authentication,
  organizationId: string,
  ids: string[],
  input: StatusInput,
) {
  const unique = [...new Set(ids)];
  const rows = await context.db.transaction(async (tx) => {
    const found = await listDriftIssuesByIds(tx, organizationId, unique);
    if (found.length !== unique.length) throw notFound();
    return setDriftIssueStatus(tx, organizationId, unique, change(context, authentication, input));
  });
  await announce(context, organizationId, rows);
  return { success: true, updated: rows.length, issue_ids: rows.map((row) => row.id) };
}
