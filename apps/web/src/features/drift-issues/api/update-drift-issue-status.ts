import { type DriftIssueStatus, driftIssueResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** Resolving also sends resolved_at; the response is not read (the spec), so any body is accepted. */
export function updateDriftIssueStatus(id: string, status: DriftIssueStatus, resolution?: string) {
  return apiRequest({
    method: 'PATCH',
    path: pathFor(routes.driftIssues.status, { id }),
    schema: z.union([driftIssueResponseSchema, z.unknown()]),
    body: {
      status,
      ...(status === 'resolved' ? { resolved_at: new Date().toISOString() } : {}),
      ...(resolution ? { resolution } : {}),
    },
  });
}
