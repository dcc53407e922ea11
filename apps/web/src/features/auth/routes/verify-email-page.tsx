import { MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadingScreen } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/**
 * The sign-up confirmation link: opening it creates the account, signs in and continues as a
 * sign-up does (to /setup, or into the app for an invited teammate who joined a team).
 */
export function VerifyEmailPage() {
  useDocumentTitle('Confirm your email');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const verify = useVerifyEmail({
    onSuccess: ({ token: sessionToken, user }) => {
      completeSignIn(sessionToken, user);
      toast({ title: 'Account created!', description: 'Welcome to the product!', variant: 'success' });
      navigate(user.is_in_organization ? '/dashboard' : '/setup', { replace: true });
    },
  });
  // The link works once: a second request (React's development double effect) would find it used.
  const requested = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (!token || requested.current) return;
    requested.current = true;
    mutate({ token });
  }, [token, mutate]);

  if (token && !verify.isError) return <LoadingScreen label="Creating your account..." />;

  const taken = isApiError(verify.error) && verify.error.reason === 'email_taken';
  return (
    <AuthCard
      title={taken ? 'You already have an account' : 'This link cannot be used'}
      description={
        token
          ? errorMessage(verify.error, 'The confirmation link may have expired. Please sign up again.')
          : 'This confirmation link is missing its token.'
      }
    >
      <div className="space-y-6 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <MailX className="size-6" aria-hidden />
        </span>
        <p className="text-sm text-slate-600">
          {taken
            ? 'Sign in with your email and password, or reset your password if you forgot it.'
            : 'Confirmation links work once and expire after 24 hours. Sign up again to get a new one.'}
        </p>
        <div className="grid gap-3">
          {taken ? (
            <ButtonLink to="/signin" className="w-full">
              Sign in
            </ButtonLink>
          ) : (
            <ButtonLink to="/signup" className="w-full">
              Sign up again
            </ButtonLink>
          )}
          <ButtonLink to={taken ? '/forgot-password' : '/signin'} variant="ghost" className="w-full">
            {taken ? 'Reset your password' : 'Back to sign in'}
          </ButtonLink>
        </div>
      </div>
    </AuthCard>
  );
}
