import {
  type CatalogueEntry,
  type CatalogueId,
  type ConnectProvider,
  connectProviders,
  type Integration,
} from '@driftwatch/contract';

/**
 * connected: pick it. connect: this server can start the provider's OAuth flow. coming-soon: the
 * catalogue says so. not-configured: the server lacks the settings named in `missingConfig`.
 */
type DocsProviderStatus = 'connected' | 'connect' | 'coming-soon' | 'not-configured';

/** The documentation providers the add-docs screens list, in this order; SharePoint is announced only. */
const docsProviders = ['notion', 'confluence', 'sharepoint'] as const satisfies readonly CatalogueId[];
export type DocsProvider = (typeof docsProviders)[number];

export interface DocsProviderState {
  provider: DocsProvider;
  name: string;
  description: string;
  status: DocsProviderStatus;
  /** Set when status is connect: the provider to pass to the connect call. */
  connectProvider: ConnectProvider | null;
  missingConfig: string[];
  /** The provider workspace of the connection (Notion workspace name), when connected. */
  workspace: string | null;
  /** Confluence also connects with an API token, with or without the OAuth app on this server. */
  tokenConnect: boolean;
}

function asConnectProvider(provider: DocsProvider): ConnectProvider | null {
  return connectProviders.find((candidate) => candidate === provider) ?? null;
}

function statusOf(
  entry: CatalogueEntry | undefined,
  integration: Integration | undefined,
): DocsProviderStatus {
  if (integration?.status === 'connected') return 'connected';
  if (!entry || entry.comingSoon) return 'coming-soon';
  if (!entry.configured) return 'not-configured';
  return 'connect';
}

/** Each documentation provider as the add-docs screens offer it, from the integrations list and catalogue. */
export function docsProviderStates(
  integrations: readonly Integration[],
  catalogue: readonly CatalogueEntry[],
): DocsProviderState[] {
  return docsProviders.map((provider) => {
    const entry = catalogue.find((candidate) => candidate.id === provider);
    const integration = integrations.find((candidate) => candidate.platform === provider);
    let status = statusOf(entry, integration);
    const connectProvider = asConnectProvider(provider);
    // A provider without a connect flow on this server cannot offer a Connect button that would fail.
    if (status === 'connect' && connectProvider === null) status = 'coming-soon';
    return {
      provider,
      name: entry?.name ?? provider,
      description: entry?.description ?? '',
      status,
      connectProvider,
      missingConfig: entry?.missingConfig ?? [],
      workspace: status === 'connected' ? (integration?.teamName ?? null) : null,
      tokenConnect: provider === 'confluence' && entry !== undefined && !entry.comingSoon,
    };
  });
}
