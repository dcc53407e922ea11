import { type DriftIssueStatus, driftIssueResponseSchema, driftIssueRoutes } from '@driftwatch/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { issuePath } from '../lib/issue-path';

/**
 * Resolving also sends resolved_at. The response is not read (the issue queries are refetched
 * instead), so any body is accepted.
 */
export function updateDriftIssueStatus(id: string, status: DriftIssueStatus, resolution?: string) {
  return apiRequest({
    method: 'PATCH',
    path: issuePath(driftIssueRoutes.status, id),
    schema: z.union([driftIssueResponseSchema, z.unknown()]),
    body: {
      status,
      ...(status === 'resolved' ? { resolved_at: new Date().toISOString() } : {}),
      ...(resolution ? { resolution } : {}),
    },
  });
}
