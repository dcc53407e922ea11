import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingScreen } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { sessionKeys, useSession } from '../../auth';
import { useConnectionReturnError } from '../../integrations';
import { useSetupState } from '../api/fetch-setup-state';
import { DoneStep } from '../components/done-step';
import { GithubStep } from '../components/github-step';
import { IntegrationsStep } from '../components/integrations-step';
import { SetupProgress } from '../components/setup-progress';
import { TeamStep } from '../components/team-step';
import { TEAM_TO_CODE_HOSTING_DELAY_MS } from '../lib/setup-steps';

export function SetupPage() {
  useDocumentTitle('Set up Driftwatch');
  // Slack's connect flow returns here; a failure says why (a success advances the integrations step).
  useConnectionReturnError();
  const session = useSession();
  const setupState = useSetupState();
  const queryClient = useQueryClient();
  // The step the wizard opened on: a user whose setup was already done skips the final screen.
  const openedOn = useRef<string | null>(null);
  if (setupState.data && openedOn.current === null) openedOn.current = setupState.data.currentStep;

  const reload = () => queryClient.invalidateQueries({ queryKey: sessionKeys.all });

  if (session.status !== 'signed-in' || setupState.isPending) return <LoadingScreen />;
  if (setupState.isError) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16">
        <Alert tone="error" title="Setup could not be loaded">
          {errorMessage(setupState.error, 'Please try again.')}
        </Alert>
        <Button className="mt-4" onClick={() => void setupState.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const state = setupState.data;
  const step = session.user.is_in_organization || state.organization_id ? state.currentStep : 'team';
  if (step === 'done' && openedOn.current === 'done') return <Navigate to="/repositories" replace />;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Set up Driftwatch</h1>
        <p className="mt-2 text-slate-600">This takes about a minute.</p>
      </div>
      <div className="mb-8">
        <SetupProgress step={step} />
      </div>
      <Card className="p-6 sm:p-8">
        {step === 'team' ? (
          <TeamStep
            userName={session.user.name}
            userEmail={session.user.email}
            onCreated={() => setTimeout(() => void reload(), TEAM_TO_CODE_HOSTING_DELAY_MS)}
          />
        ) : null}
        {step === 'github_app' ? (
          <GithubStep
            state={state}
            onAdvanced={() => void reload()}
            onRefresh={() => void setupState.refetch()}
            refreshing={setupState.isFetching}
          />
        ) : null}
        {step === 'integrations' ? <IntegrationsStep onAdvanced={() => void reload()} /> : null}
        {step === 'done' ? (
          <DoneStep organizationId={state.organization_id ?? session.user.organization_id} />
        ) : null}
      </Card>
    </div>
  );
}
