import {
  type AtlassianResource,
  type AtlassianTokenAnswer,
  listAccessibleResources,
  requestAtlassianToken,
} from '@driftwatch/integrations/confluence';
import type { ServerContext } from '../../../server-context.js';
import type { IntegrationSecret } from '../integration-secret.js';
import { type ConnectAdapter, type ConnectedAccount, ConnectFailure } from './connect-adapter.js';
import { oauthAuthorizeUrl } from './oauth-authorize-url.js';

/** Read pages and spaces through the v2 API; offline_access brings a refresh token. */
const confluenceScopes = ['read:page:confluence', 'read:space:confluence', 'offline_access'];

export function requireConfluenceOauth(context: ServerContext) {
  const { oauth } = context.config.confluence;
  if (!oauth) throw new Error('Confluence OAuth is not configured');
  return oauth;
}

/** The tokens to keep, with when the access token (an hour on Atlassian) stops working. */
export function confluenceOauthSecret(
  context: ServerContext,
  tokens: AtlassianTokenAnswer,
  site: { cloudId: string; siteUrl: string },
): IntegrationSecret {
  return {
    accessToken: tokens.access_token,
    ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    expiresAt: new Date(context.clock.now().getTime() + tokens.expires_in * 1000).toISOString(),
    cloudId: site.cloudId,
    siteUrl: site.siteUrl,
  };
}

/** A token may reach several Atlassian sites (Jira ones too); the first with Confluence scopes is used. */
function confluenceSite(resources: readonly AtlassianResource[]): AtlassianResource | undefined {
  return resources.find((resource) => resource.scopes.some((scope) => scope.endsWith(':confluence')));
}

export const confluenceConnectAdapter: ConnectAdapter = {
  platform: 'confluence',
  name: 'Confluence',
  missingConfig: (config) =>
    config.confluence.oauth ? [] : ['CONFLUENCE_CLIENT_ID', 'CONFLUENCE_CLIENT_SECRET'],

  authorizeUrl(context, { state, redirectUri }) {
    return oauthAuthorizeUrl(`${context.config.confluence.authUrl}/authorize`, {
      audience: 'api.atlassian.com',
      client_id: requireConfluenceOauth(context).clientId,
      scope: confluenceScopes.join(' '),
      redirect_uri: redirectUri,
      state,
      response_type: 'code',
      prompt: 'consent',
    });
  },

  async exchange(context, { code, redirectUri }): Promise<ConnectedAccount> {
    const { authUrl, apiUrl } = context.config.confluence;
    let tokens: AtlassianTokenAnswer;
    try {
      tokens = await requestAtlassianToken(authUrl, requireConfluenceOauth(context), {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      });
    } catch (error) {
      throw new ConnectFailure('token_exchange_failed', { cause: error });
    }
    let site: AtlassianResource | undefined;
    try {
      site = confluenceSite(await listAccessibleResources(apiUrl, tokens.access_token));
    } catch (error) {
      throw new ConnectFailure('user_info_failed', { cause: error });
    }
    if (!site) throw new ConnectFailure('user_info_failed');
    return {
      externalId: site.id,
      teamName: site.name,
      username: null,
      userEmail: null,
      avatar: site.avatarUrl ?? null,
      scopes: (tokens.scope ?? '').split(' ').filter((scope) => scope !== ''),
      secret: confluenceOauthSecret(context, tokens, { cloudId: site.id, siteUrl: site.url }),
    };
  },
};
