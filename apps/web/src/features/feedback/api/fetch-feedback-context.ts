import { defaultFeedbackContext, feedbackContextResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Context texts are public (no auth), so the widget works on the landing page too. */
async function fetchFeedbackContext(id: string, signal?: AbortSignal) {
  const response = await apiRequest({
    path: pathFor(routes.feedback.context, { id }),
    schema: feedbackContextResponseSchema,
    auth: false,
    signal,
  });
  return response.context;
}

const feedbackContextQueryKey = (id: string) => ['feedback-context', id] as const;

export interface ResolvedFeedbackContext {
  title: string;
  description: string;
  placeholder: string;
  showRating: boolean;
  loading: boolean;
}

/** Loads a context's texts; while loading or when it fails the spec's defaults are used. */
export function useFeedbackContext(contextId: string | null): ResolvedFeedbackContext {
  const query = useQuery({
    queryKey: feedbackContextQueryKey(contextId ?? ''),
    queryFn: ({ signal }) => fetchFeedbackContext(contextId ?? '', signal),
    enabled: contextId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const context = query.data?.active ? query.data : undefined;
  return {
    title: context?.title || defaultFeedbackContext.title,
    description: context?.description || defaultFeedbackContext.description,
    placeholder: context?.placeholder || defaultFeedbackContext.placeholder,
    showRating: context?.show_rating ?? false,
    loading: query.isLoading,
  };
}
