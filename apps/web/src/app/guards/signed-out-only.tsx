import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/ui/spinner';
import { isSigningOut, useSession } from '../../features/auth';
import { readReturnPath } from './read-return-path';

/**
 * /, /signin and /signup: signed-in users are redirected to /dashboard, or back to the page that
 * sent them to sign in (RequireAuth remembers it in the location state).
 */
export function SignedOutOnly() {
  const session = useSession();
  const location = useLocation();
  // While signing out, / is shown before the token is dropped (see useSignOut).
  if (isSigningOut(location.state)) return <Outlet />;
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-in')
    return <Navigate to={readReturnPath(location.state) ?? '/dashboard'} replace />;
  return <Outlet />;
}
