import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { completeGoogleSignIn } from '../api/complete-google-sign-in';
import { AuthCard } from '../components/auth-card';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

export const GOOGLE_SUCCESS_REDIRECT_MS = 1500;
export const GOOGLE_ERROR_REDIRECT_MS = 3000;

type State =
  | { status: 'loading' }
  | { status: 'success'; name: string; next: string }
  | { status: 'error'; message: string };

export function GoogleCallbackPage() {
  useDocumentTitle('Signing in with Google');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [state, setState] = useState<State>({ status: 'loading' });
  // The code is single-use: StrictMode's second effect run must not exchange it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const error = params.get('error');
    const code = params.get('code');
    const stateParam = params.get('state');
    if (error) {
      setState({ status: 'error', message: `Google OAuth error: ${error}` });
      return;
    }
    if (!code || !stateParam) {
      setState({ status: 'error', message: 'Missing authorization code or state parameter' });
      return;
    }
    completeGoogleSignIn(code, stateParam)
      .then((response) => {
        completeSignIn(response.token, response.user);
        setState({
          status: 'success',
          name: response.user.name,
          next: response.is_new_user ? '/setup' : '/dashboard',
        });
      })
      .catch((failure: unknown) =>
        setState({ status: 'error', message: errorMessage(failure, 'Authentication failed') }),
      );
  }, [params, completeSignIn]);

  useEffect(() => {
    if (state.status === 'loading') return;
    const target = state.status === 'success' ? state.next : '/signin';
    const delay = state.status === 'success' ? GOOGLE_SUCCESS_REDIRECT_MS : GOOGLE_ERROR_REDIRECT_MS;
    const timer = setTimeout(() => navigate(target, { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  if (state.status === 'loading') return <LoadingScreen label="Signing you in with Google..." />;
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
