import type { DriftIssueResponse } from '@driftwatch/contract';
import { setDriftIssueStatus } from '@driftwatch/db';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { announceIssueUpdates } from './announce-issue-updates.js';
import { requireDriftIssue } from './require-drift-issue.js';
import { toDriftIssue } from './to-drift-issue.js';
import { type StatusInput, toStatusChange } from './to-status-change.js';

export interface ChangeIssueStatusInput extends StatusInput {
  scope: OrganizationScope;
  idOrKey: string;
}

/** Resolving records who, when and (optionally) why; any other status clears those. */
export async function changeIssueStatus(
  context: ServerContext,
  { scope, idOrKey, ...status }: ChangeIssueStatusInput,
): Promise<DriftIssueResponse> {
  const { organizationId } = scope;
  const issue = await requireDriftIssue(context, { organizationId, idOrKey });
  const [row] = await setDriftIssueStatus(
    context.db,
    organizationId,
    [issue.id],
    toStatusChange(context, scope, status),
  );
  if (!row) throw notFound();
  await announceIssueUpdates(context, { organizationId, rows: [row] });
  return {
    data: toDriftIssue({
      ...row,
      repositoryName: issue.repositoryName,
      repositoryWebUrl: issue.repositoryWebUrl,
    }),
  };
}
