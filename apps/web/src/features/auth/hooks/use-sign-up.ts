import type { SignupRequest } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { signUp } from '../api/sign-up';

/** The sign-up page's request: intent team from the web form; the answer is "check your email". */
export function useSignUp() {
  return useMutation({
    mutationFn: (values: SignupRequest) => signUp({ ...values, signupIntent: 'team', source: 'web' }),
  });
}
