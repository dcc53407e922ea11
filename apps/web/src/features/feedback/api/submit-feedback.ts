import { routes, type SubmitFeedbackRequest, submitFeedbackResponseSchema } from '@driftwatch/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function submitFeedback(payload: SubmitFeedbackRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.feedback.submit,
    schema: submitFeedbackResponseSchema,
    body: payload,
  });
}

/** The screen adds its own outcome (toasts, navigation) through the options. */
export function useSubmitFeedback(
  options: Omit<
    UseMutationOptions<
      Awaited<ReturnType<typeof submitFeedback>>,
      Error,
      Parameters<typeof submitFeedback>[0]
    >,
    'mutationFn'
  > = {},
) {
  return useMutation({ ...options, mutationFn: submitFeedback });
}
