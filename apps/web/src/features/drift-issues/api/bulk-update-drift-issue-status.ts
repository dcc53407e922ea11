import {
  bulkUpdateDriftIssueStatusResponseSchema,
  type DriftIssueStatus,
  routes,
} from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function bulkUpdateDriftIssueStatus(issueIds: string[], status: DriftIssueStatus) {
  return apiRequest({
    method: 'PATCH',
    path: routes.driftIssues.bulkStatus,
    schema: bulkUpdateDriftIssueStatusResponseSchema,
    body: { issue_ids: issueIds, status },
  });
}
