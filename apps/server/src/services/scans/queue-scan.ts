import type { ScanTrigger } from '@driftwatch/contract';
import { insertScan, type RepositoryRow, type ScanRow } from '@driftwatch/db';
import { updateScan } from '@driftwatch/db/worker';
import { scanRepositoryJob } from '../../jobs/scan-repository-job.js';
import type { ServerContext } from '../../server-context.js';

export interface QueueScanInput {
  trigger: ScanTrigger;
  revision?: string | undefined;
  includePrChecks?: boolean;
  includeExternalDocs?: boolean;
  requestedBy?: string | null;
}

/** Records a queued scan the user can see at once, then hands it to the scan queue. */
export async function queueScan(
  context: ServerContext,
  repository: RepositoryRow,
  input: QueueScanInput,
): Promise<ScanRow> {
  const scan = await insertScan(context.db, {
    organizationId: repository.organizationId,
    repositoryId: repository.id,
    trigger: input.trigger,
    requestedRevision: input.revision ?? null,
    options: {
      includePrChecks: input.includePrChecks ?? false,
      includeExternalDocs: input.includeExternalDocs ?? true,
    },
    requestedBy: input.requestedBy ?? null,
  });
  try {
    // The singleton key makes a repeated send for the same scan a no-op.
    await context.jobs.send(scanRepositoryJob, { scanId: scan.id }, { singletonKey: scan.id });
  } catch (error) {
    await updateScan(context.db, scan.id, {
      status: 'failed',
      finishedAt: context.clock.now(),
      error: 'The scan could not be queued. Please try again.',
    });
    throw error;
  }
  return scan;
}
