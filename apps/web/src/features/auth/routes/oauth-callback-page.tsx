import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui/spinner';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { oauthReturnTarget } from '../lib/oauth-return-target';

/**
 * Generic OAuth landing: a token signs the user in and goes to /dashboard; an error goes back to
 * /signin?error=...; a connected integration (success=...) returns to the screen that started it;
 * with none of these, to /signin.
 */
export function OAuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();

  useEffect(() => {
    const token = params.get('token');
    if (token) completeSignIn(token);
    navigate(oauthReturnTarget(params), { replace: true });
  }, [params, navigate, completeSignIn]);

  return <LoadingScreen label="Completing sign-in..." />;
}
