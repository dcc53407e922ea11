import type { CatalogueEntry, Integration } from '@driftwatch/contract';
import { connectProviderSchema } from '@driftwatch/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingScreen } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/count-of';
import { goToExternalUrl } from '../../../lib/go-to-external-url';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDisconnectIntegration } from '../api/disconnect-integration';
import { useIntegrations } from '../api/fetch-integrations';
import { startIntegrationConnect } from '../api/start-integration-connect';
import { ConnectionReturnNotice } from '../components/connection-return-notice';
import { EmailSetupDialog } from '../components/email-setup-dialog';
import { IntegrationCard } from '../components/integration-card';
import { ManageGithubAppLink } from '../components/manage-github-app-link';
import { integrationGroups } from '../lib/integration-groups';

interface PendingDisconnect {
  entry: CatalogueEntry;
  integration: Integration;
}

export function IntegrationsPage() {
  useDocumentTitle('Integrations');
  const list = useIntegrations();
  const [connecting, setConnecting] = useState<string | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  const [pendingDisconnect, setPendingDisconnect] = useState<PendingDisconnect | null>(null);
  const disconnect = useDisconnectIntegration({
    onSuccess: () => toast({ title: 'Integration disconnected', variant: 'success' }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to disconnect integration.'),
        variant: 'error',
      }),
  });

  const connect = async (entry: CatalogueEntry) => {
    const provider = connectProviderSchema.safeParse(entry.id);
    if (!provider.success) return;
    setConnecting(entry.id);
    try {
      goToExternalUrl(await startIntegrationConnect(provider.data));
    } catch (error) {
      setConnecting(null);
      toast({
        title: 'Connection Error',
        description: errorMessage(error, `Unable to connect ${entry.name}. Please try again.`),
        variant: 'error',
      });
    }
  };

  const integrations = list.data?.integrations ?? [];
  const catalogue = list.data?.catalogue ?? [];
  const current = (id: string) => integrations.find((integration) => integration.platform === id);
  const connectedCount = integrations.filter((integration) => integration.connected).length;
  const emailIntegration = current('email');

  return (
    <>
      <ConnectionReturnNotice />
      <PageHeader
        title="Integrations"
        description={
          list.data
            ? `${countOf(connectedCount, 'integration', 'integrations')} connected. Connect documentation sources, notification channels and project trackers.`
            : 'Connect documentation sources, notification channels and project trackers.'
        }
        actions={<ManageGithubAppLink entry={catalogue.find((entry) => entry.id === 'github_app')} />}
      />
      {list.isPending ? <LoadingScreen label="Loading integrations..." /> : null}
      {list.isError ? (
        <div className="space-y-4">
          <Alert tone="error" title="Error loading data">
            Some integrations data may not be current
          </Alert>
          <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            Try again
          </Button>
        </div>
      ) : null}
      <div className="space-y-10">
        {integrationGroups.map((group) => {
          const entries = group.ids
            .map((id) => catalogue.find((entry) => entry.id === id))
            .filter((entry): entry is CatalogueEntry => entry !== undefined);
          if (entries.length === 0) return null;
          return (
            <section key={group.title} aria-labelledby={`group-${group.title}`}>
              <h2 id={`group-${group.title}`} className="mb-4 text-lg font-semibold text-slate-900">
                {group.title}
              </h2>
              <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {entries.map((entry) => (
                  <IntegrationCard
                    key={entry.id}
                    entry={entry}
                    integration={current(entry.id)}
                    connecting={connecting === entry.id}
                    onConnect={(chosen) => void connect(chosen)}
                    onSetUpEmail={() => setEmailOpen(true)}
                    onDisconnect={(chosen, integration) =>
                      setPendingDisconnect({ entry: chosen, integration })
                    }
                  />
                ))}
              </div>
            </section>
          );
        })}
      </div>
      <EmailSetupDialog
        open={emailOpen}
        onOpenChange={setEmailOpen}
        savedEmails={emailIntegration?.emails ?? []}
      />
      <ConfirmDialog
        open={pendingDisconnect !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDisconnect(null);
        }}
        title={`Disconnect ${pendingDisconnect?.entry.name ?? ''}?`}
        description="Alerts and actions that use it stop until it is connected again. Its history is kept."
        confirmLabel="Disconnect"
        onConfirm={() => {
          if (pendingDisconnect) disconnect.mutate(pendingDisconnect.integration.id);
        }}
      />
    </>
  );
}
