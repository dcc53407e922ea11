import type { PullRequestScanRow, RepositoryRow } from '@driftwatch/db';
import { insertPullRequestScan } from '@driftwatch/db/worker';
import { scanPullRequestJob } from '../../jobs/scan-pull-request-job.js';
import type { ServerContext } from '../../server-context.js';

export interface PullRequestEvent {
  number: number;
  url: string;
  title: string;
  baseSha: string;
  headSha: string;
}

/**
 * Records the pull request's head commit and queues its check. Undefined when that head was already
 * recorded: a redelivered event or a second event for the same commit checks nothing twice.
 */
export async function queuePullRequestScan(
  context: ServerContext,
  repository: RepositoryRow,
  event: PullRequestEvent,
): Promise<PullRequestScanRow | undefined> {
  const scan = await insertPullRequestScan(context.db, {
    organizationId: repository.organizationId,
    repositoryId: repository.id,
    provider: repository.provider,
    number: event.number,
    url: event.url,
    title: event.title,
    baseSha: event.baseSha,
    headSha: event.headSha,
  });
  if (!scan) return undefined;
  await context.jobs.send(scanPullRequestJob, { pullRequestScanId: scan.id }, { singletonKey: scan.id });
  return scan;
}
