import {
  type createDriftIssueCommentRequestSchema,
  driftIssueCommentResponseSchema,
  pathFor,
  routes,
} from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { driftIssueCommentsQueryKey } from './fetch-drift-issue-comments';
import { driftIssueActivityKey } from './get-drift-issue-activity';

export type CreateDriftIssueCommentRequest = z.input<typeof createDriftIssueCommentRequestSchema>;

function addDriftIssueComment(issueId: string, body: CreateDriftIssueCommentRequest) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.driftIssues.comments, { id: issueId }),
    schema: driftIssueCommentResponseSchema,
    body,
  });
}

export function useAddDriftIssueComment(issueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDriftIssueCommentRequest) => addDriftIssueComment(issueId, body),
    // The comment also joins the issue's activity.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: driftIssueCommentsQueryKey(issueId) }),
        queryClient.invalidateQueries({ queryKey: driftIssueActivityKey(issueId) }),
      ]),
  });
}
