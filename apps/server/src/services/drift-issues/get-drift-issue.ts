import type { DriftIssueResponse } from '@driftwatch/contract';
import { listIssueAlerts } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import type { IssueAddress } from './issue-address.js';
import { requireDriftIssue } from './require-drift-issue.js';
import { toDriftIssue } from './to-drift-issue.js';

/** One issue with the alerts sent about it. */
export async function getDriftIssue(
  context: ServerContext,
  address: IssueAddress,
): Promise<DriftIssueResponse> {
  const issue = await requireDriftIssue(context, address);
  const alerts = await listIssueAlerts(context.db, address.organizationId, issue.id);
  return { data: toDriftIssue(issue, alerts) };
}
