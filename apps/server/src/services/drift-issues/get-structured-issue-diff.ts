import type { StructuredDiff } from '@driftwatch/contract';
import type { ServerContext } from '../../server-context.js';
import type { IssueAddress } from './issue-address.js';
import { readIssueDiff } from './read-issue-diff.js';
import { requireDriftIssue } from './require-drift-issue.js';
import { structureDiff } from './structure-diff.js';

/** The introducing commit's diff grouped by file, with the functions and classes each hunk touches. */
export async function getStructuredIssueDiff(
  context: ServerContext,
  address: IssueAddress,
): Promise<StructuredDiff> {
  const issue = await requireDriftIssue(context, address);
  const diff = await readIssueDiff(context, { organizationId: address.organizationId, issue });
  return structureDiff(diff, {
    affectedFiles: issue.affectedFiles,
    subtype: issue.subtype,
    docPath: issue.metadata.doc_location,
  });
}
