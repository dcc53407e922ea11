import type { DriftIssueResponse } from '@driftwatch/contract';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { announceIssueUpdates } from './announce-issue-updates.js';
import { applyStatusChange } from './apply-status-change.js';
import { requireDriftIssue } from './require-drift-issue.js';
import { toDriftIssue } from './to-drift-issue.js';
import { type StatusInput, toStatusChange } from './to-status-change.js';

export interface ChangeIssueStatusInput extends StatusInput {
  scope: OrganizationScope;
  idOrKey: string;
}

/**
 * Resolving records who, when and (optionally) why on the issue; any other status clears those.
 * The issue's activity keeps every change with who and why.
 */
export async function changeIssueStatus(
  context: ServerContext,
  { scope, idOrKey, ...status }: ChangeIssueStatusInput,
): Promise<DriftIssueResponse> {
  const { organizationId } = scope;
  const issue = await requireDriftIssue(context, { organizationId, idOrKey });
  const [row] = await applyStatusChange(context.db, {
    organizationId,
    ids: [issue.id],
    change: toStatusChange(context, scope, status),
  });
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
