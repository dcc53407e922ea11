import type { ConnectRepositoryResponse } from '@driftwatch/contract';
import type { RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { queueScan } from '../scans/queue-scan.js';
import { toScan } from '../scans/to-scan.js';
import { loadRepositoryView } from './load-repository-views.js';

/**
 * What every connect does once the repository row is stored, whichever host it came from: queue its
 * first scan (at `revision` when the caller already knows the head), tell open pages, and answer.
 */
export async function finishConnect(
  context: ServerContext,
  scope: { organizationId: string; userId: string },
  row: RepositoryRow,
  revision?: string,
): Promise<ConnectRepositoryResponse> {
  const scan = await queueScan(context, row, { trigger: 'connect', revision, requestedBy: scope.userId });
  await context.live
    .publish(scope.organizationId, {
      type: 'repository.updated',
      repositoryId: row.id,
      at: context.clock.now().toISOString(),
    })
    .catch(() => {});
  const repository = await loadRepositoryView(context.db, scope.organizationId, row);
  return { success: true, message: 'Repository Connected', repository, scan: toScan(scan) };
}
