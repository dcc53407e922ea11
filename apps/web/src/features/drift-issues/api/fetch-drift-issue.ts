import { driftIssueResponseSchema, driftIssueRoutes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { issuePath } from '../lib/issue-path';

export function fetchDriftIssue(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: issuePath(driftIssueRoutes.issue, id),
    schema: driftIssueResponseSchema,
    signal,
  });
}
