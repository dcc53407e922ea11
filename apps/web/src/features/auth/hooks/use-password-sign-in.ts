import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { removeItem, writeItem } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { signIn } from '../api/sign-in';
import { REMEMBERED_EMAIL_KEY, type SignInFormValues } from '../lib/sign-in-form-schema';
import { useCompleteSignIn } from './use-complete-sign-in';

interface Callbacks {
  onSignedIn: () => void;
  onNeedsPasswordSetup: (email: string, message: string) => void;
}

export function usePasswordSignIn({ onSignedIn, onNeedsPasswordSetup }: Callbacks) {
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<{ title: string; description: string } | null>(null);

  const mutation = useMutation({
    mutationFn: (values: SignInFormValues) =>
      signIn({ email: values.email, password: values.password, rememberMe: values.rememberMe }),
    onMutate: () => setFailure(null),
    onSuccess: (response, values) => {
      if (response.needsPasswordSetup) {
        onNeedsPasswordSetup(values.email, response.message);
        return;
      }
      if (!response.success || !response.token) {
        const description = response.message || 'Invalid credentials';
        setFailure({ title: 'Sign in failed', description });
        return;
      }
      if (values.rememberMe) writeItem(REMEMBERED_EMAIL_KEY, values.email);
      else removeItem(REMEMBERED_EMAIL_KEY);
      completeSignIn(response.token, response.user ?? undefined);
      toast({ title: 'Welcome back!', description: 'You have successfully signed in.', variant: 'success' });
      onSignedIn();
    },
    onError: (error) => {
      const next =
        isApiError(error) && error.code === 'NETWORK_ERROR'
          ? {
              title: 'Connection Error',
              description:
                'Unable to connect to server. Please check your internet connection and try again.',
            }
          : { title: 'Sign in failed', description: errorMessage(error, 'Invalid credentials') };
      // Shown once, in the form's alert, which stays until the next try (a toast would repeat it).
      setFailure(next);
    },
  });

  return { ...mutation, failure };
}
