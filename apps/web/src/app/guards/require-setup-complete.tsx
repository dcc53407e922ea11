import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../../components/ui/spinner';
import { useSession } from '../../features/auth';
import { useSetupState } from '../../features/setup';

/** Users without an organization, or whose setup is not done, are sent to the setup wizard. */
export function RequireSetupComplete() {
  const session = useSession();
  const setupState = useSetupState();
  if (session.status !== 'signed-in') return <LoadingScreen />;
  if (!session.user.is_in_organization) return <Navigate to="/setup" replace />;
  if (setupState.isPending) return <LoadingScreen />;
  if (setupState.isError || setupState.data.currentStep !== 'done') return <Navigate to="/setup" replace />;
  return <Outlet />;
}
