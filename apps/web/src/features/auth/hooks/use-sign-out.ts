import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearAuthToken } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { signOut } from '../api/sign-out';

/** Marks the navigation to / made while signing out, so / does not bounce the user to /dashboard. */
export const SIGNED_OUT_STATE = { signedOut: true } as const;

export function isSigningOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signedOut' in state && state.signedOut === true;
}

/**
 * Revokes the token on the server (best effort), goes to the landing page, and only then forgets
 * the token: clearing it first would let the signed-in area's guard send the user to /signin.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      // The local sign-out must happen even if the server cannot be reached.
    }
    await navigate('/', { replace: true, state: SIGNED_OUT_STATE });
    clearAuthToken();
    queryClient.clear();
    toast({ title: 'Signed out', description: 'You have been successfully signed out.' });
  }, [queryClient, navigate]);
}
