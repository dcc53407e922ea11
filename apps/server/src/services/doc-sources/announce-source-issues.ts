import type { ServerContext } from '../../server-context.js';
import type { ReconcileResult } from '../scans/reconcile-findings.js';

/** Tells open screens about a source's new, re-opened and resolved issues in one repository; best effort. */
export async function announceSourceIssues(
  context: ServerContext,
  input: { organizationId: string; repositoryId: string; result: ReconcileResult },
): Promise<void> {
  const at = context.clock.now().toISOString();
  const { organizationId, repositoryId, result } = input;
  const publish = (event: Parameters<ServerContext['live']['publish']>[1]) =>
    context.live
      .publish(organizationId, event)
      .catch((error: unknown) => context.logger.warn({ err: error }, 'A live event could not be published'));
  for (const issue of result.created)
    await publish({
      type: 'issue.created',
      issueId: issue.id,
      key: issue.key,
      repositoryId,
      severity: issue.severity,
      at,
    });
  for (const issue of [...result.reopened, ...result.resolved])
    await publish({
      type: 'issue.updated',
      issueId: issue.id,
      key: issue.key,
      repositoryId,
      status: issue.status,
      at,
    });
  await publish({ type: 'repository.updated', repositoryId, at });
}
