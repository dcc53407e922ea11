import type { DriftIssueDiff } from '@driftwatch/contract';
import type { ServerContext } from '../../server-context.js';
import type { IssueAddress } from './issue-address.js';
import { readIssueDiff } from './read-issue-diff.js';
import { requireDriftIssue } from './require-drift-issue.js';

export async function getIssueDiff(context: ServerContext, address: IssueAddress): Promise<DriftIssueDiff> {
  const issue = await requireDriftIssue(context, address);
  return readIssueDiff(context, { organizationId: address.organizationId, issue });
}
