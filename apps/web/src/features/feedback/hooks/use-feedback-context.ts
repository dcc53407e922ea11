import { defaultFeedbackContext } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchFeedbackContext } from '../api/fetch-feedback-context';

export interface ResolvedFeedbackContext {
  title: string;
  description: string;
  placeholder: string;
  showRating: boolean;
  loading: boolean;
}

/** Loads a context's texts; while loading or when it fails the contract's default texts are used. */
export function useFeedbackContext(contextId: string | null): ResolvedFeedbackContext {
  const query = useQuery({
    queryKey: ['feedback-context', contextId],
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
