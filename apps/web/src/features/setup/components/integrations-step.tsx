import { BellRing } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SlackMark } from '../../../components/ui/provider-icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { goToExternalUrl } from '../../../lib/go-to-external-url';
import { toast } from '../../../lib/toast';
import { MissingSettings, usePlatformIntegration } from '../../integrations';
import { useAdvanceAfterConnect, useAdvanceSetup } from '../api/advance-setup';
import { startSlackConnect } from '../api/start-slack-connect';
import { StepHeading } from './step-heading';

interface IntegrationsStepProps {
  onAdvanced: () => void;
}

export function IntegrationsStep({ onAdvanced }: IntegrationsStepProps) {
  const [params, setParams] = useSearchParams();
  const [connecting, setConnecting] = useState(false);
  const advance = useAdvanceSetup('integrations');
  const slack = usePlatformIntegration('slack');
  // Unknown while loading or when the answer failed: Connect stays, and a failure to start says so.
  const missingConfig =
    slack.data?.catalogueEntry?.configured === false ? slack.data.catalogueEntry.missingConfig : null;
  // The spec: failures when advancing or skipping are only logged; the wizard still moves on.
  const skip = () =>
    advance.mutate('skip', {
      onError: (error) => console.error('Skipping the integrations step failed', error),
      onSettled: onAdvanced,
    });

  // Back from Slack's OAuth flow (?success=slack), or Slack already connected (from another tab or
  // the signed-out connect screen): the chat integration is there, so the step is done.
  const connected = params.get('success') ?? (slack.data?.connected ? 'slack' : null);
  const afterConnect = useAdvanceAfterConnect(connected);
  const settled = afterConnect.isSuccess || afterConnect.isError;
  // Once per integration: after the query is cleared Slack still reads as connected, and reloading
  // the wizard again on every render would cancel the reload that shows the next step.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!settled || connected === null || handled.current === connected) return;
    handled.current = connected;
    if (afterConnect.isError) console.error('Advancing the integrations step failed', afterConnect.error);
    setParams({}, { replace: true });
    onAdvanced();
  }, [settled, connected, afterConnect.isError, afterConnect.error, setParams, onAdvanced]);

  const connectSlack = async () => {
    setConnecting(true);
    try {
      goToExternalUrl(await startSlackConnect());
    } catch (error) {
      setConnecting(false);
      toast({
        title: 'Connection Error',
        description: errorMessage(error, 'Unable to start the Slack connection.'),
        variant: 'error',
      });
    }
  };

  return (
    <div className="space-y-6">
      <StepHeading
        icon={BellRing}
        title="Stay in the loop"
        description="Get drift alerts where your team already talks, with a daily scan summary."
        badge={<Badge>Optional</Badge>}
      />
      <div className="flex items-center gap-4 rounded-xl border border-slate-200 p-4">
        <span className="flex size-10 items-center justify-center rounded-lg border border-slate-200 bg-white">
          <SlackMark className="size-6" />
        </span>
        <div className="flex-1">
          <p className="font-medium text-slate-900">Slack</p>
          <p className="text-sm text-slate-600">Drift alerts and daily scans in a channel you choose.</p>
        </div>
      </div>
      {missingConfig ? (
        <Alert tone="info" title="Slack isn't configured on this server">
          Set <MissingSettings names={missingConfig} /> on the server to connect Slack. You can skip this step
          and connect it later from Integrations.
        </Alert>
      ) : null}
      <p className="text-sm text-slate-600">
        Email and Microsoft Teams alerts can be set up later from the Integrations page.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {missingConfig ? null : (
          <Button
            size="lg"
            className="w-full sm:flex-1"
            onClick={() => void connectSlack()}
            disabled={connecting || slack.isPending || advance.isPending || afterConnect.isFetching}
          >
            {connecting ? <Spinner className="text-white" /> : null}
            Connect Slack
          </Button>
        )}
        <Button
          size="lg"
          variant="secondary"
          className="w-full sm:flex-1"
          onClick={skip}
          disabled={advance.isPending}
        >
          {advance.isPending ? <Spinner /> : null}
          Skip for now
        </Button>
      </div>
    </div>
  );
}
