import type {
  ConnectConfluenceTokenResponse,
  connectConfluenceTokenRequestSchema,
} from '@driftwatch/contract';
import { findIntegration, saveConnectedIntegration } from '@driftwatch/db';
import { ConfluenceApiError, createConfluenceApi } from '@driftwatch/integrations/confluence';
import type { z } from 'zod';
import type { OrganizationScope } from '../../../auth/request-scope.js';
import { requestFailed, validationFailed } from '../../../http/app-error.js';
import type { ServerContext } from '../../../server-context.js';
import { sealIntegrationSecret } from '../../integrations/integration-secret.js';
import { toIntegration } from '../../integrations/to-integration.js';

/**
 * The site's origin, when it is a Confluence Cloud site (https://<name>.atlassian.net) or on the
 * host ATLASSIAN_API_URL names (a stand-in of Atlassian's API). Any other address is refused, so
 * the server never sends requests with a person's credentials to a host they merely typed in.
 */
function siteOrigin(context: ServerContext, siteUrl: string): string | null {
  const site = new URL(siteUrl);
  if (site.protocol === 'https:' && /^[a-z0-9][a-z0-9-]*\.atlassian\.net$/i.test(site.hostname))
    return site.origin;
  return site.origin === new URL(context.config.confluence.apiUrl).origin ? site.origin : null;
}

/**
 * Connects Confluence Cloud with an Atlassian API token (basic auth with the account's email):
 * the site must accept it (listing one space) before it is stored, sealed. Works without the
 * OAuth app configured.
 */
export async function connectConfluenceToken(
  context: ServerContext,
  scope: Pick<OrganizationScope, 'organizationId' | 'userId'>,
  input: z.output<typeof connectConfluenceTokenRequestSchema>,
): Promise<ConnectConfluenceTokenResponse> {
  const origin = siteOrigin(context, input.siteUrl);
  if (!origin)
    throw validationFailed([
      { path: 'siteUrl', message: 'Enter your Confluence Cloud site, e.g. https://acme.atlassian.net' },
    ]);
  const api = createConfluenceApi({
    baseUrl: origin,
    authorization: `Basic ${Buffer.from(`${input.email}:${input.apiToken}`).toString('base64')}`,
    maxRetries: 1,
  });
  try {
    await api.get('/wiki/api/v2/spaces', { limit: 1 });
  } catch (error) {
    if (error instanceof ConfluenceApiError && (error.status === 401 || error.status === 403))
      throw validationFailed([{ path: 'apiToken', message: `${origin} refused this email and API token.` }]);
    context.logger.warn({ err: error }, 'Confluence could not be reached to check an API token');
    throw requestFailed('service_unavailable', `Confluence at ${origin} could not be reached.`, 503);
  }
  const row = await saveConnectedIntegration(context.db, {
    organizationId: scope.organizationId,
    platform: 'confluence',
    externalId: null,
    teamName: new URL(origin).host,
    username: null,
    userEmail: input.email,
    avatar: null,
    scopes: [],
    secretEncrypted: sealIntegrationSecret(context.config.secretKey, {
      accessToken: input.apiToken,
      email: input.email,
      siteUrl: origin,
    }),
    connectedByUserId: scope.userId,
  });
  const saved = await findIntegration(context.db, scope.organizationId, row.id);
  if (!saved) throw new Error('The Confluence integration was not saved');
  return { success: true, message: 'Confluence connected', integration: toIntegration(saved) };
}
