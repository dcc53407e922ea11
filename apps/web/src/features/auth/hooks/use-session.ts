import type { User } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearAuthToken } from '../../../lib/storage';
import { fetchProfile } from '../api/fetch-profile';
import { sessionKeys } from './session-query-keys';
import { useAuthToken } from './use-auth-token';

export type Session =
  | { status: 'loading'; user: undefined }
  | { status: 'signed-out'; user: undefined }
  | { status: 'signed-in'; user: User };

/** A user is signed in while a token is held and the profile loads; a failed refresh clears the token. */
export function useSession(): Session {
  const token = useAuthToken();
  const profile = useQuery({
    queryKey: sessionKeys.profile(token),
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });

  useEffect(() => {
    if (token !== null && profile.isError) clearAuthToken();
  }, [token, profile.isError]);

  if (token === null || profile.isError) return { status: 'signed-out', user: undefined };
  if (profile.data) return { status: 'signed-in', user: profile.data };
  return { status: 'loading', user: undefined };
}
