import type { DocSourceProvider } from '@driftwatch/contract';
import { findCurrentIntegration } from '@driftwatch/db';
import type { Client } from '@notionhq/client';
import type { ServerContext } from '../../server-context.js';
import { openIntegrationSecret } from '../integrations/integration-secret.js';
import { markIntegrationBroken } from '../integrations/mark-integration-broken.js';
import { createConfluenceReader } from './confluence/create-confluence-reader.js';
import { type OpenedConfluence, openConfluenceApi } from './confluence/open-confluence-api.js';
import { DocProviderError, type DocProviderReader } from './doc-provider-reader.js';
import { createNotionApiClient } from './notion/create-notion-api-client.js';
import { createNotionReader } from './notion/create-notion-reader.js';

export interface OpenedDocProvider {
  integrationId: string;
  reader: DocProviderReader;
  /** The Notion client itself, for the page picker (Notion only). */
  notion: Client | undefined;
  /** The Confluence API itself, for the space and page pickers (Confluence only). */
  confluence: OpenedConfluence | undefined;
  /** Call with an error a provider call threw: a refused token marks the integration broken. */
  reportFailure(error: unknown): Promise<void>;
}

async function openNotion(
  context: ServerContext,
  organizationId: string,
): Promise<Omit<OpenedDocProvider, 'reportFailure'>> {
  const found = await findCurrentIntegration(context.db, organizationId, 'notion');
  const sealed = found?.integration.secretEncrypted;
  if (!found || !sealed)
    throw new DocProviderError(
      'unauthorized',
      'Notion is not connected. Connect it on the Integrations page.',
    );
  if (found.integration.status === 'broken')
    throw new DocProviderError('unauthorized', 'Notion refused the stored token; connect Notion again.');
  const { accessToken } = openIntegrationSecret(context.config.secretKey, sealed);
  const client = createNotionApiClient(context, { id: found.integration.id, accessToken });
  return {
    integrationId: found.integration.id,
    reader: createNotionReader(client),
    notion: client,
    confluence: undefined,
  };
}

async function openConfluence(
  context: ServerContext,
  organizationId: string,
): Promise<Omit<OpenedDocProvider, 'reportFailure'>> {
  const opened = await openConfluenceApi(context, organizationId);
  return {
    integrationId: opened.integrationId,
    reader: createConfluenceReader(opened),
    notion: undefined,
    confluence: opened,
  };
}

/**
 * The organization's reader for a provider, with its decrypted token. Throws DocProviderError
 * unauthorized when the provider is not connected or its connection is broken (a refused
 * Confluence refresh marks it broken here).
 */
export async function openDocProviderReader(
  context: ServerContext,
  organizationId: string,
  provider: DocSourceProvider,
): Promise<OpenedDocProvider> {
  const reportFailure = async (integrationId: string, error: unknown) => {
    if (error instanceof DocProviderError && error.code === 'unauthorized')
      await markIntegrationBroken(context, { organizationId, integrationId, reason: 'token_revoked' });
  };
  let opened: Omit<OpenedDocProvider, 'reportFailure'>;
  try {
    opened =
      provider === 'notion'
        ? await openNotion(context, organizationId)
        : await openConfluence(context, organizationId);
  } catch (error) {
    const found = await findCurrentIntegration(context.db, organizationId, provider);
    if (found?.integration.status === 'connected') await reportFailure(found.integration.id, error);
    throw error;
  }
  return { ...opened, reportFailure: (error) => reportFailure(opened.integrationId, error) };
}
