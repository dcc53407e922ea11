import { routes, type SubmitFeedbackRequest, submitFeedbackResponseSchema } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';

export function submitFeedback(payload: SubmitFeedbackRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.feedback.submit,
    schema: submitFeedbackResponseSchema,
    body: payload,
  });
}

/** The screen adds its own outcome (toasts, navigation) through the options. */
export function useSubmitFeedback(options: MutationOptionsFor<typeof submitFeedback> = {}) {
  return useMutation({ ...options, mutationFn: submitFeedback });
}
