import {
  bulkUpdateDriftIssueStatusResponseSchema,
  type DriftIssueStatus,
  driftIssueRoutes,
} from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function bulkUpdateDriftIssueStatus(issueIds: string[], status: DriftIssueStatus) {
  return apiRequest({
    method: 'PATCH',
    path: driftIssueRoutes.bulkStatus,
    schema: bulkUpdateDriftIssueStatusResponseSchema,
    body: { issue_ids: issueIds, status },
  });
}
