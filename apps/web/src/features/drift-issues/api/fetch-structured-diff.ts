import { pathFor, routes, structuredDiffResponseSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function fetchStructuredDiff(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.driftIssues.structuredDiff, { id }),
    schema: structuredDiffResponseSchema,
    signal,
  });
}
