import type { signinRequestSchema, signupRequestSchema } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { signIn, signUp, useCompleteSignIn, useRefreshSession } from '../../auth';
import { acceptInvitation } from '../api/accept-invitation';

export type JoinInput =
  | { mode: 'signup'; values: z.output<typeof signupRequestSchema> }
  | { mode: 'signin'; values: Required<Pick<z.output<typeof signinRequestSchema>, 'email' | 'password'>> };

/**
 * Joins through an invitation: a new account carries the token and is made (and joins) when the
 * emailed confirmation link is opened, so it resolves `verification_sent`; an existing one signs
 * in, accepts, reloads the profile and goes into the app. Failures are told once, in a toast.
 */
export function useJoinOrganization(token: string) {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: async (input: JoinInput): Promise<'verification_sent' | 'joined'> => {
      if (input.mode === 'signup') return (await signUp(input.values)).status;
      const response = await signIn(input.values);
      if (!response.token) throw new Error(response.message || 'Invalid email or password');
      completeSignIn(response.token, response.user ?? undefined);
      await acceptInvitation(token);
      // The profile from signing in predates the membership: without a fresh one the app's guard
      // would see no team and send the new member to the setup wizard.
      await refreshSession();
      return 'joined';
    },
    onSuccess: (outcome) => {
      if (outcome === 'joined') navigate('/dashboard', { replace: true });
    },
    onError: (error, { mode }) => {
      const fallback = mode === 'signup' ? 'Unable to create account' : 'Invalid email or password';
      toast({
        title: mode === 'signup' ? 'Signup failed' : 'Sign in failed',
        description: isApiError(error) ? errorMessage(error, fallback) : error.message || fallback,
        variant: 'error',
      });
    },
  });
}
