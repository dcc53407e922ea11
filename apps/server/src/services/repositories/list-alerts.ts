import type { AlertListResponse } from '@driftwatch/contract';
import { findRepository, listRepositoryAlerts } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import type { RepositoryAddress } from './require-repository.js';

/** The repository's alert history, newest first. */
export async function listAlerts(
  context: ServerContext,
  { organizationId, repositoryId }: RepositoryAddress,
): Promise<AlertListResponse> {
  if (!(await findRepository(context.db, organizationId, repositoryId))) throw notFound();
  const rows = await listRepositoryAlerts(context.db, organizationId, repositoryId);
  return {
    alerts: rows.map((row) => ({
      id: row.id,
      type: row.type,
      event: row.event,
      target: row.target,
      status: row.status,
      error: row.error,
      channelId: row.channelId,
      scanId: row.scanId,
      issueIds: row.issueIds,
      sentAt: row.sentAt.toISOString(),
    })),
  };
}
