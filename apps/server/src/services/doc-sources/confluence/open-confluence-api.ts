import { findCurrentIntegration } from '@driftwatch/db';
import {
  AtlassianTokenRefused,
  type ConfluenceApi,
  ConfluenceApiError,
  createConfluenceApi,
  requestAtlassianToken,
} from '@driftwatch/integrations/confluence';
import type { ServerContext } from '../../../server-context.js';
import {
  confluenceOauthSecret,
  requireConfluenceOauth,
} from '../../integrations/connect/confluence-connect-adapter.js';
import { type IntegrationSecret, openIntegrationSecret } from '../../integrations/integration-secret.js';
import { refreshIntegrationToken, tokenExpiresSoon } from '../../integrations/refresh-integration-token.js';
import { DocProviderError } from '../doc-provider-reader.js';

export interface OpenedConfluence {
  api: ConfluenceApi;
  integrationId: string;
  /** The site's wiki root (https://acme.atlassian.net/wiki), where page links start. */
  wikiUrl: string;
}

const refused = () =>
  new DocProviderError('unauthorized', 'Confluence refused the stored token; connect Confluence again.');

function basicAuthorization(secret: IntegrationSecret): string {
  return `Basic ${Buffer.from(`${secret.email}:${secret.accessToken}`).toString('base64')}`;
}

/** Where `/wiki/api/v2/...` starts: the site for an API token, the gateway for an OAuth token. */
function apiBase(context: ServerContext, secret: IntegrationSecret): string {
  if (secret.cloudId) return `${context.config.confluence.apiUrl}/ex/confluence/${secret.cloudId}`;
  return new URL(secret.siteUrl ?? '').origin;
}

/**
 * The organization's Confluence API. An OAuth token is refreshed when about to expire, and once
 * more when Confluence answers 401 before the expiry (a token revoked and granted again). Throws
 * DocProviderError unauthorized when not connected, broken, or the refresh was refused.
 */
export async function openConfluenceApi(
  context: ServerContext,
  organizationId: string,
): Promise<OpenedConfluence> {
  const found = await findCurrentIntegration(context.db, organizationId, 'confluence');
  const sealed = found?.integration.secretEncrypted;
  if (!found || !sealed)
    throw new DocProviderError(
      'unauthorized',
      'Confluence is not connected. Connect it on the Integrations page.',
    );
  if (found.integration.status === 'broken') throw refused();
  let secret = openIntegrationSecret(context.config.secretKey, sealed);
  const oauth = secret.cloudId !== undefined;
  const renew = async (stale: string) => {
    const { cloudId, siteUrl } = secret;
    if (!context.config.confluence.oauth || !cloudId || !siteUrl) throw refused();
    const fresh = await refreshIntegrationToken(context, {
      organizationId,
      platform: 'confluence',
      staleAccessToken: stale,
      requestTokens: async (refreshToken) =>
        confluenceOauthSecret(
          context,
          await requestAtlassianToken(context.config.confluence.authUrl, requireConfluenceOauth(context), {
            grant_type: 'refresh_token',
            refresh_token: refreshToken,
          }),
          { cloudId, siteUrl },
        ),
      refused: (error) => error instanceof AtlassianTokenRefused && error.status >= 400 && error.status < 500,
    });
    if (!fresh) throw refused();
    secret = fresh;
  };
  if (oauth && tokenExpiresSoon(context, secret)) await renew(secret.accessToken);
  const build = () =>
    createConfluenceApi({
      baseUrl: apiBase(context, secret),
      authorization: oauth ? `Bearer ${secret.accessToken}` : basicAuthorization(secret),
    });
  let api = build();
  return {
    integrationId: found.integration.id,
    wikiUrl: `${new URL(secret.siteUrl ?? '').origin}/wiki`,
    api: {
      async get(path, query) {
        try {
          return await api.get(path, query);
        } catch (error) {
          if (!(oauth && error instanceof ConfluenceApiError && error.status === 401)) throw error;
          await renew(secret.accessToken);
          api = build();
          return api.get(path, query);
        }
      },
    },
  };
}
