import type { ConnectProvider, ConnectSource } from '@driftwatch/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { goToExternalUrl } from '../../../lib/go-to-external-url';
import { AuthCard } from '../../auth';
import { useContinueOauthFlow } from '../api/continue-oauth-flow';
import { integrationDisplayName } from '../lib/integration-display-name';

interface OauthContinueSignedInProps {
  integration: ConnectProvider;
  source: ConnectSource;
  params: Record<string, string>;
}

/** A signed-in person needs no form: the server hands out the provider's URL and the browser goes. */
export function OauthContinueSignedIn({ integration, source, params }: OauthContinueSignedInProps) {
  const navigate = useNavigate();
  const flow = useContinueOauthFlow({ integration, source, params }, true);
  const url = flow.data?.oauth_url;
  useEffect(() => {
    if (url) goToExternalUrl(url);
  }, [url]);

  const name = integrationDisplayName(integration);
  if (!flow.isError) return <LoadingScreen label={`Connecting to ${name}...`} />;
  return (
    <AuthCard title={`Connect ${name}`}>
      <div className="space-y-4">
        <Alert tone="error">{errorMessage(flow.error, 'Failed to continue OAuth flow')}</Alert>
        <Button className="w-full" onClick={() => void flow.refetch()}>
          Try again
        </Button>
        <Button variant="ghost" className="w-full" onClick={() => navigate('/signin')}>
          Cancel
        </Button>
      </div>
    </AuthCard>
  );
}
