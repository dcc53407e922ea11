import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { signIn } from '../api/sign-in';

/** Email-only sign-in: the server mails a login (magic) link. */
export function useSendLoginLink(onSent: (email: string, message: string) => void) {
  return useMutation({
    mutationFn: (email: string) => signIn({ email }),
    onSuccess: (response, email) => onSent(email, response.message),
    onError: (error) => {
      toast({
        title: 'Unable to send magic link',
        description: errorMessage(error, 'Please try again in a moment.'),
        variant: 'error',
      });
    },
  });
}
