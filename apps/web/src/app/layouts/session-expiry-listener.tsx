import { errorMessages } from '@driftwatch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionExpired } from '../../lib/session-events';
import { toast } from '../../lib/toast';

/** A 401 anywhere ends the session: drop cached user data and return to sign-in, remembering the page. */
export function SessionExpiryListener() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  useEffect(
    () =>
      onSessionExpired(() => {
        queryClient.removeQueries({ queryKey: ['session'] });
        toast({ title: 'Session expired', description: errorMessages.AUTH_EXPIRED, variant: 'error' });
        navigate('/signin', { replace: true, state: { from } });
      }),
    [queryClient, navigate, from],
  );
  return null;
}
