import type { DriftIssueDiff } from '@driftwatch/contract';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import type { IssueAddress } from './issue-address.js';
import { readIssueDiff } from './read-issue-diff.js';
import { requireDriftIssue } from './require-drift-issue.js';

/** The repository route names both ids; the issue must belong to that repository. */
export async function getRepositoryIssueDiff(
  context: ServerContext,
  { repositoryId, ...address }: IssueAddress & { repositoryId: string },
): Promise<DriftIssueDiff> {
  const issue = await requireDriftIssue(context, address);
  if (issue.repositoryId !== repositoryId) throw notFound();
  return readIssueDiff(context, { organizationId: address.organizationId, issue });
}
