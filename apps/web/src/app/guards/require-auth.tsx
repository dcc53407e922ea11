import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/ui/spinner';
import { useSession } from '../../features/auth';

/** Signed-out visitors go to /signin; the origin is remembered so sign-in can return there. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/signin" replace state={{ from }} />;
  }
  return <Outlet />;
}
