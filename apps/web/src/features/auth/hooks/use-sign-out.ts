import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearAuthToken } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { signOut } from '../api/sign-out';

/** Marks the navigation to / made while signing out, so / does not bounce the user to /dashboard. */
const SIGNED_OUT_STATE = { signedOut: true } as const;

export function isSigningOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signedOut' in state && state.signedOut === true;
}

/**
 * Leaves the signed-in area for the landing page, stops its requests, revokes the token on the
 * server (best effort) and only then forgets it. In that order no screen can send a request with
 * the revoked token: its 401 would count as an expired session and land the user on /signin. The
 * token is cleared last because clearing it first would let the signed-in area's guard do the same.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/', { replace: true, state: SIGNED_OUT_STATE });
    await queryClient.cancelQueries();
    try {
      await signOut();
    } catch {
      // The local sign-out must happen even if the server cannot be reached.
    }
    clearAuthToken();
    queryClient.clear();
    toast({ title: 'Signed out', description: 'You have been successfully signed out.' });
  }, [queryClient, navigate]);
}
