import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PanelLoading } from '../../../components/ui/panel';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { ConnectionReturnNotice } from '../../integrations';
import { LoadFailure } from '../components/load-failure';
import { ProviderSourcesTab } from '../components/provider-sources-tab';
import { useDocsProviders } from '../hooks/use-docs-providers';
import type { DocsProviderState } from '../lib/docs-provider-states';

/** When the announced providers are expected, shown on their tabs while they are coming soon. */
const expected = { confluence: 'Q1 2025', sharepoint: 'Q2 2025' } as const;

function ComingSoon({ provider }: { provider: DocsProviderState & { provider: keyof typeof expected } }) {
  return (
    <Alert title={`${provider.name} is coming soon`}>
      {provider.name} sources are expected in {expected[provider.provider]}.
    </Alert>
  );
}

/** The tab to open: the provider a connect flow just returned from, else Notion. */
function initialTab(returnedFrom: string | null): string {
  return returnedFrom === 'confluence' ? 'confluence' : 'notion';
}

export function KnowledgePage() {
  useDocumentTitle('Knowledge Hub');
  // A source's sync shows its page counts as it goes, and its outcome without a Refresh.
  useLiveUpdates();
  const [params] = useSearchParams();
  const [tab] = useState(() => initialTab(params.get('success')));
  const { integrations, providers, connect } = useDocsProviders('knowledge');
  return (
    <>
      <ConnectionReturnNotice />
      <PageHeader
        title="Knowledge Hub"
        description="Link external documentation such as Notion and Confluence pages and scan it against your code."
      />
      {providers ? (
        <Tabs defaultValue={tab}>
          {/* Three tabs with "(coming soon)" do not fit a phone's width: they wrap instead of hiding one. */}
          <TabsList aria-label="Documentation providers" className="flex-wrap">
            {providers.map((provider) => (
              <TabsTrigger key={provider.provider} value={provider.provider}>
                {provider.name}
                {provider.status === 'coming-soon' && provider.provider !== 'notion' ? (
                  <span className="text-xs font-normal text-slate-600">(coming soon)</span>
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
          {providers.map((provider) => (
            <TabsContent key={provider.provider} value={provider.provider}>
              {provider.status === 'coming-soon' && provider.provider !== 'notion' ? (
                <ComingSoon provider={{ ...provider, provider: provider.provider }} />
              ) : (
                <ProviderSourcesTab
                  provider={provider}
                  onConnect={() => connect.mutate(provider)}
                  connecting={connect.isPending}
                />
              )}
            </TabsContent>
          ))}
        </Tabs>
      ) : integrations.isError ? (
        <LoadFailure
          title="Failed to load integrations"
          error={integrations.error}
          onRetry={() => void integrations.refetch()}
        />
      ) : (
        <PanelLoading label="Loading…" />
      )}
    </>
  );
}
