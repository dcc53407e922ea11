import { driftIssueResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function fetchDriftIssue(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.driftIssues.issue, { id }),
    schema: driftIssueResponseSchema,
    signal,
  });
}
