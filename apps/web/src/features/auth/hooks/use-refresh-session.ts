import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getAuthToken } from '../../../lib/storage';
import { fetchProfile } from '../api/fetch-profile';
import { sessionKeys } from './session-query-keys';

/**
 * Reloads the signed-in user's profile and drops the rest of the session's cached answers (the
 * setup state), for when the account changed behind them: joining a team by invitation.
 */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const token = getAuthToken();
    if (token === null) return;
    await queryClient.fetchQuery({
      queryKey: sessionKeys.profile(token),
      queryFn: ({ signal }) => fetchProfile(signal),
      staleTime: 0,
    });
    queryClient.removeQueries({
      queryKey: sessionKeys.all,
      predicate: (query) => query.queryKey[1] !== 'profile',
    });
  }, [queryClient]);
}
