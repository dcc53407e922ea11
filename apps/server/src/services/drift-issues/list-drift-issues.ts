import type { DriftIssueListResponse, driftIssueListQuerySchema } from '@driftwatch/contract';
import { listDriftIssueSummaries } from '@driftwatch/db';
import type { z } from 'zod';
import type { ServerContext } from '../../server-context.js';
import { toDriftIssueListItem } from './to-drift-issue-list-item.js';

export async function listDriftIssues(
  context: ServerContext,
  { organizationId, query }: { organizationId: string; query: z.output<typeof driftIssueListQuerySchema> },
): Promise<DriftIssueListResponse> {
  const { rows, total } = await listDriftIssueSummaries(
    context.db,
    organizationId,
    { repositoryId: query.repository, status: query.status, severity: query.severity, search: query.search },
    { limit: query.limit, offset: query.offset },
  );
  return { data: rows.map(toDriftIssueListItem), total, limit: query.limit, offset: query.offset };
}
