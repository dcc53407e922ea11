import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearAuthToken } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { signOut } from '../api/sign-out';

/** Revokes the token on the server (best effort), forgets it locally and returns to the landing page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      // The local sign-out must happen even if the server cannot be reached.
    }
    clearAuthToken();
    queryClient.clear();
    toast({ title: 'Signed out', description: 'You have been successfully signed out.' });
    navigate('/');
  }, [queryClient, navigate]);
}
