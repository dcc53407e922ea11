import { routes, type SubmitFeedbackRequest, submitFeedbackResponseSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function submitFeedback(payload: SubmitFeedbackRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.feedback.submit,
    schema: submitFeedbackResponseSchema,
    body: payload,
  });
}
