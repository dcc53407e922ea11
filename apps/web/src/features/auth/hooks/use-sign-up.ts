import type { SignupRequest } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { signUp } from '../api/sign-up';
import { useCompleteSignIn } from './use-complete-sign-in';

export function useSignUp() {
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (values: SignupRequest) => signUp({ ...values, signupIntent: 'team', source: 'web' }),
    onSuccess: (response) => {
      completeSignIn(response.token, response.user);
      toast({ title: 'Account created!', description: 'Welcome to the product!', variant: 'success' });
      navigate('/setup', { replace: true });
    },
  });
}
