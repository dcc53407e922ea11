import type { TriggerScanResponse } from '@driftwatch/contract';
import { findActiveScan, findRepository } from '@driftwatch/db';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { notFound } from '../../http/app-error.js';
import { queueOpenPullRequestChecksJob } from '../../jobs/queue-open-pull-request-checks-job.js';
import type { ServerContext } from '../../server-context.js';
import { openPullRequestQueuers } from '../pull-requests/open-pull-request-queuers.js';
import { queueScan } from './queue-scan.js';
import { recoverOrphanedScans } from './recover-orphaned-scans.js';
import { toScan } from './to-scan.js';

export interface TriggerScanInput {
  scope: Pick<OrganizationScope, 'organizationId' | 'userId'>;
  repositoryId: string;
  commitSha?: string | undefined;
  options: { include_pr_checks: boolean; include_external_docs: boolean };
}

/**
 * A user's manual scan. A scan of the same revision that is still waiting or running is answered
 * instead of queuing a duplicate. With `include_pr_checks` on a repository a code host serves, the
 * open pull requests are listed and checked too, in a job of their own.
 */
export async function triggerScan(
  context: ServerContext,
  input: TriggerScanInput,
): Promise<TriggerScanResponse> {
  const { scope, repositoryId } = input;
  const repository = await findRepository(context.db, scope.organizationId, repositoryId);
  if (!repository) throw notFound();
  // A scan whose worker died is queued again (or failed) first, so the answer never names a dead scan.
  await recoverOrphanedScans(context, { repositoryId });
  const active = await findActiveScan(context.db, scope.organizationId, repositoryId);
  if (active && active.requestedRevision === (input.commitSha ?? null)) {
    return { success: true, message: 'A scan of this revision is already queued.', scan: toScan(active) };
  }
  const scan = await queueScan(context, repository, {
    trigger: 'manual',
    revision: input.commitSha,
    includePrChecks: input.options.include_pr_checks,
    includeExternalDocs: input.options.include_external_docs,
    requestedBy: scope.userId,
  });
  if (input.options.include_pr_checks && openPullRequestQueuers[repository.provider])
    await context.jobs.send(
      queueOpenPullRequestChecksJob,
      { repositoryId: repository.id },
      { singletonKey: scan.id },
    );
  return { success: true, message: 'Scan Triggered', scan: toScan(scan) };
}
