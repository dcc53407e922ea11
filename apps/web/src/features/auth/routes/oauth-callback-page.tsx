import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui/spinner';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/**
 * Generic OAuth landing: a token signs the user in and goes to /dashboard; an error goes back to
 * /signin?error=...; with neither, to /signin.
 */
export function OAuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();

  useEffect(() => {
    const token = params.get('token');
    const error = params.get('error');
    if (token) {
      completeSignIn(token);
      navigate('/dashboard', { replace: true });
    } else if (error) {
      navigate(`/signin?error=${encodeURIComponent(error)}`, { replace: true });
    } else {
      navigate('/signin', { replace: true });
    }
  }, [params, navigate, completeSignIn]);

  return <LoadingScreen label="Completing sign-in..." />;
}
