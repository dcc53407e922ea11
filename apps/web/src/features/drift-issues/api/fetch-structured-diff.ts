import { driftIssueRoutes, structuredDiffResponseSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { issuePath } from '../lib/issue-path';

export function fetchStructuredDiff(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: issuePath(driftIssueRoutes.structuredDiff, id),
    schema: structuredDiffResponseSchema,
    signal,
  });
}
