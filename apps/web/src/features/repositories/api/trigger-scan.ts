import { pathFor, routes, triggerScanResponseSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Scans the default branch head with the spec's option defaults (PR checks off, external docs on). */
export function triggerScan(id: string) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.repositories.scan, { id }),
    schema: triggerScanResponseSchema,
    body: { options: { include_pr_checks: false, include_external_docs: true } },
  });
}
