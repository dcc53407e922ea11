import type { SignInProviderId } from '@driftwatch/contract';
import { CheckCircle2, XCircle } from 'lucide-react';
import { type ReactElement, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCompleteProviderSignIn } from '../api/complete-provider-sign-in';
import { AuthCard } from '../components/auth-card';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

const SUCCESS_REDIRECT_MS = 1500;
const ERROR_REDIRECT_MS = 3000;

const providerLabels: Record<SignInProviderId, string> = { google: 'Google', github: 'GitHub' };

type State =
  | { status: 'loading' }
  | { status: 'success'; name: string; next: string }
  | { status: 'error'; message: string };

/** Where Google or GitHub sends the browser back after "Continue with ...": finishes the sign-in. */
function ProviderCallbackPage({ provider }: { provider: SignInProviderId }) {
  const label = providerLabels[provider];
  useDocumentTitle(`Signing in with ${label}`);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const error = params.get('error');
  const code = params.get('code');
  const stateParam = params.get('state');
  const exchange = useCompleteProviderSignIn(provider, error ? null : code, error ? null : stateParam);
  const response = exchange.data;
  useEffect(() => {
    if (response) completeSignIn(response.token, response.user);
  }, [response, completeSignIn]);

  const state: State = error
    ? { status: 'error', message: `${label} OAuth error: ${error}` }
    : !code || !stateParam
      ? { status: 'error', message: 'Missing authorization code or state parameter' }
      : exchange.isError
        ? { status: 'error', message: errorMessage(exchange.error, 'Authentication failed') }
        : response
          ? {
              status: 'success',
              name: response.user.name,
              next: response.is_new_user ? '/setup' : '/dashboard',
            }
          : { status: 'loading' };

  const target = state.status === 'success' ? state.next : state.status === 'error' ? '/signin' : null;
  useEffect(() => {
    if (target === null) return;
    const delay = target === '/signin' ? ERROR_REDIRECT_MS : SUCCESS_REDIRECT_MS;
    const timer = setTimeout(() => navigate(target, { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [target, navigate]);

  if (state.status === 'loading') return <LoadingScreen label={`Signing you in with ${label}...`} />;
  if (state.status === 'success') {
    return (
      <AuthCard title={`Welcome${state.name ? `, ${state.name}` : ''}!`}>
        <div className="flex flex-col items-center gap-3 text-center" role="status">
          <CheckCircle2 className="size-10 text-emerald-600" aria-hidden />
          <p className="text-sm text-slate-600">You are signed in. Taking you to Driftwatch...</p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Sign-in Failed">
      <div className="flex flex-col items-center gap-4 text-center" role="alert">
        <XCircle className="size-10 text-red-600" aria-hidden />
        <p className="text-sm text-slate-700">{state.message}</p>
        <p className="text-sm text-slate-500">Returning to sign in...</p>
        <Button onClick={() => navigate('/signin', { replace: true })}>Try Again</Button>
      </div>
    </AuthCard>
  );
}

function GoogleCallbackPage() {
  return <ProviderCallbackPage provider="google" />;
}

function GithubCallbackPage() {
  return <ProviderCallbackPage provider="github" />;
}

export const providerCallbackPages: Record<SignInProviderId, () => ReactElement> = {
  google: GoogleCallbackPage,
  github: GithubCallbackPage,
};
