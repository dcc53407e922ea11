import { feedbackContextResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Context texts are public (no auth), so the widget works on the landing page too. */
export async function fetchFeedbackContext(id: string, signal?: AbortSignal) {
  const response = await apiRequest({
    path: pathFor(routes.feedback.context, { id }),
    schema: feedbackContextResponseSchema,
    auth: false,
    signal,
  });
  return response.context;
}
