import { type DriftIssueWithRepository, findDriftIssue } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import type { IssueAddress } from './issue-address.js';

export async function requireDriftIssue(
  context: ServerContext,
  { organizationId, idOrKey }: IssueAddress,
): Promise<DriftIssueWithRepository> {
  const issue = await findDriftIssue(context.db, organizationId, idOrKey);
  if (!issue) throw notFound();
  return issue;
}
