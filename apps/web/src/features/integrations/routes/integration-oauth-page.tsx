import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard, useAuthToken, useCompleteSignIn } from '../../auth';
import { OauthConnectFlow } from '../components/oauth-connect-flow';
import { OauthContinueSignedIn } from '../components/oauth-continue-signed-in';
import { connectionFailedMessage } from '../lib/connection-failed-message';
import { integrationDisplayName } from '../lib/integration-display-name';
import { oauthLanding } from '../lib/oauth-landing';

/**
 * Every OAuth landing address (/oauth/{integration}, /oauth-flow, /oauth, /auth/{provider}): a
 * provider's return goes back to the screen the flow started from; an integration to connect starts
 * its flow, with a sign-in or sign-up first for a person who is not signed in.
 */
export function IntegrationOauthPage() {
  useDocumentTitle('Connect an integration');
  const { integration } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const signedIn = useAuthToken() !== null;
  const landing = oauthLanding(integration, params);

  const redirectTo = landing.kind === 'redirect' ? landing.to : null;
  const token = landing.kind === 'redirect' ? landing.token : null;
  useEffect(() => {
    if (redirectTo === null) return;
    if (token) completeSignIn(token);
    navigate(redirectTo, { replace: true });
  }, [redirectTo, token, completeSignIn, navigate]);

  const returnToSignIn = (
    <Button className="w-full" onClick={() => navigate('/signin')}>
      Return to Sign In
    </Button>
  );

  switch (landing.kind) {
    case 'redirect':
      return <LoadingScreen label="Completing sign-in..." />;
    case 'invalid':
      return (
        <AuthCard title="Invalid OAuth Flow" description="No integration specified">
          {returnToSignIn}
        </AuthCard>
      );
    case 'unknown-integration':
      return (
        <AuthCard
          title="Invalid OAuth Flow"
          description={`${landing.integration} is not an integration Driftwatch can connect.`}
        >
          {returnToSignIn}
        </AuthCard>
      );
    case 'failed':
      return (
        <AuthCard title="Connection Failed" description={integrationDisplayName(landing.integration)}>
          <div className="space-y-4">
            <Alert tone="error">{connectionFailedMessage(landing.code)}</Alert>
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => navigate(`/oauth/${encodeURIComponent(landing.integration)}`, { replace: true })}
            >
              Try again
            </Button>
            {signedIn ? (
              <Button className="w-full" onClick={() => navigate('/integrations')}>
                Back to Integrations
              </Button>
            ) : (
              returnToSignIn
            )}
          </div>
        </AuthCard>
      );
    case 'connect':
      return signedIn ? (
        <OauthContinueSignedIn
          integration={landing.integration}
          source={landing.source}
          params={landing.params}
        />
      ) : (
        <OauthConnectFlow integration={landing.integration} source={landing.source} params={landing.params} />
      );
  }
}
