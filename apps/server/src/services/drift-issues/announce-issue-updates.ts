import type { LiveEvent } from '@driftwatch/contract';
import type { DriftIssueRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';

/** Publishes issue.updated for each changed issue; a failed publish is logged, the change stands. */
export async function announceIssueUpdates(
  context: ServerContext,
  { organizationId, rows }: { organizationId: string; rows: DriftIssueRow[] },
): Promise<void> {
  const at = context.clock.now().toISOString();
  for (const row of rows) {
    const event: LiveEvent = {
      type: 'issue.updated',
      issueId: row.id,
      key: row.key,
      repositoryId: row.repositoryId,
      status: row.status,
      at,
    };
    await context.live.publish(organizationId, event).catch((error: unknown) => {
      context.logger.warn({ err: error }, 'A live event could not be published');
    });
  }
}
