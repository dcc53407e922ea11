import type { User } from '@driftwatch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { EARLY_PREVIEW_SHOW_KEY, setAuthToken, writeItem } from '../../../lib/storage';
import { sessionKeys } from './session-query-keys';

/**
 * Stores a fresh token, primes the profile cache so guards do not flash a spinner, and raises the
 * early-preview flag (the dialog shows once after each sign-in or sign-up).
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string, user?: User) => {
      if (user) queryClient.setQueryData(sessionKeys.profile(token), user);
      writeItem(EARLY_PREVIEW_SHOW_KEY, 'true');
      setAuthToken(token);
    },
    [queryClient],
  );
}
