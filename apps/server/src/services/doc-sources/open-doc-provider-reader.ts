import type { DocSourceProvider } from '@driftwatch/contract';
import { findCurrentIntegration } from '@driftwatch/db';
import type { Client } from '@notionhq/client';
import type { ServerContext } from '../../server-context.js';
import { openIntegrationSecret } from '../integrations/integration-secret.js';
import { markIntegrationBroken } from '../integrations/mark-integration-broken.js';
import { DocProviderError, type DocProviderReader } from './doc-provider-reader.js';
import { createNotionApiClient } from './notion/create-notion-api-client.js';
import { createNotionReader } from './notion/create-notion-reader.js';

const providerNames: Record<DocSourceProvider, string> = { notion: 'Notion', confluence: 'Confluence' };

export interface OpenedDocProvider {
  integrationId: string;
  reader: DocProviderReader;
  /** The Notion client itself, for the page picker (Notion only). */
  notion: Client | undefined;
  /** Call with an error a provider call threw: a refused token marks the integration broken. */
  reportFailure(error: unknown): Promise<void>;
}

/**
 * The organization's reader for a provider, with its decrypted token. Throws DocProviderError
 * unauthorized when the provider is not connected or its connection is broken.
 */
export async function openDocProviderReader(
  context: ServerContext,
  organizationId: string,
  provider: DocSourceProvider,
): Promise<OpenedDocProvider> {
  const name = providerNames[provider];
  const found = await findCurrentIntegration(context.db, organizationId, provider);
  const sealed = found?.integration.secretEncrypted;
  if (!found || !sealed)
    throw new DocProviderError(
      'unauthorized',
      `${name} is not connected. Connect it on the Integrations page.`,
    );
  const { integration } = found;
  if (integration.status === 'broken')
    throw new DocProviderError('unauthorized', `${name} refused the stored token; connect ${name} again.`);
  if (provider !== 'notion')
    throw new DocProviderError('unavailable', `Reading ${name} pages is not available on this server yet.`);
  const { accessToken } = openIntegrationSecret(context.config.secretKey, sealed);
  const client = createNotionApiClient(context, { id: integration.id, accessToken });
  return {
    integrationId: integration.id,
    reader: createNotionReader(client),
    notion: client,
    async reportFailure(error) {
      if (error instanceof DocProviderError && error.code === 'unauthorized')
        await markIntegrationBroken(context, {
          organizationId,
          integrationId: integration.id,
          reason: 'token_revoked',
        });
    },
  };
}
