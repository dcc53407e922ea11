import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { AuthCard } from '../../auth';

interface OauthStepFrameProps {
  title: string;
  integrationName: string;
  /** The server's message for this step (why the person is asked to sign in or sign up). */
  info: string | null;
  /** The last call's failure, already in words. */
  failure: string | null;
  children: ReactNode;
}

/** One step of the signed-out connect flow: its title, the server's note, the form and Cancel. */
export function OauthStepFrame({ title, integrationName, info, failure, children }: OauthStepFrameProps) {
  const navigate = useNavigate();
  return (
    <AuthCard title={title} description={`Then connect ${integrationName} to Driftwatch.`}>
      <div className="space-y-4">
        {info ? <Alert tone="info">{info}</Alert> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {children}
        <Button variant="ghost" className="w-full" onClick={() => navigate('/signin')}>
          Cancel
        </Button>
      </div>
    </AuthCard>
  );
}
