import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying cannot fix a permission, validation or session answer; only transient failures.
        retry: (failureCount, error) => {
          if (isApiError(error) && (error.code === 'NETWORK_ERROR' || error.code === 'SERVER_ERROR')) {
            return failureCount < 2;
          }
          return false;
        },
      },
      mutations: { retry: false },
    },
  });
}
