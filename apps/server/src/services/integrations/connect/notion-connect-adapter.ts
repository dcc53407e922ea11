import { Client, LogLevel, type OauthTokenResponse } from '@notionhq/client';
import type { ServerContext } from '../../../server-context.js';
import { type ConnectAdapter, type ConnectedAccount, ConnectFailure } from './connect-adapter.js';
import { oauthAuthorizeUrl } from './oauth-authorize-url.js';

function requireNotionOauth(context: ServerContext) {
  const { oauth } = context.config.notion;
  if (!oauth) throw new Error('Notion OAuth is not configured');
  return oauth;
}

/** The official Notion client on the configured API; its own warnings go to the server log by message only. */
export function createNotionClient(context: ServerContext, accessToken?: string): Client {
  return new Client({
    baseUrl: context.config.notion.apiUrl,
    timeoutMs: 15_000,
    auth: accessToken,
    logLevel: LogLevel.WARN,
    logger: (_level, message) => context.logger.warn({ provider: 'notion' }, message),
  });
}

/** The person who authorised the connection, when Notion names one (a workspace-owned bot has none). */
function ownerOf(answer: OauthTokenResponse) {
  if (answer.owner.type !== 'user' || !('name' in answer.owner.user)) return null;
  const { user } = answer.owner;
  return {
    name: user.name,
    avatar: user.avatar_url,
    email: 'person' in user ? user.person.email : null,
  };
}

export const notionConnectAdapter: ConnectAdapter = {
  platform: 'notion',
  name: 'Notion',
  missingConfig: (config) => (config.notion.oauth ? [] : ['NOTION_CLIENT_ID', 'NOTION_CLIENT_SECRET']),

  authorizeUrl(context, { state, redirectUri }) {
    return oauthAuthorizeUrl(`${context.config.notion.apiUrl}/v1/oauth/authorize`, {
      client_id: requireNotionOauth(context).clientId,
      response_type: 'code',
      owner: 'user',
      redirect_uri: redirectUri,
      state,
    });
  },

  async exchange(context, { code, redirectUri }): Promise<ConnectedAccount> {
    const oauth = requireNotionOauth(context);
    let answer: OauthTokenResponse;
    try {
      answer = await createNotionClient(context).oauth.token({
        client_id: oauth.clientId,
        client_secret: oauth.clientSecret,
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      });
    } catch (error) {
      throw new ConnectFailure('token_exchange_failed', { cause: error });
    }
    // Notion puts the workspace and its owner in the token answer itself; without them there is no account.
    if (!answer.workspace_id) throw new ConnectFailure('user_info_failed');
    const owner = ownerOf(answer);
    return {
      externalId: answer.workspace_id,
      teamName: answer.workspace_name,
      username: owner?.name ?? null,
      userEmail: owner?.email ?? null,
      avatar: owner?.avatar ?? answer.workspace_icon,
      scopes: [],
      secret: {
        accessToken: answer.access_token,
        ...(answer.refresh_token ? { refreshToken: answer.refresh_token } : {}),
      },
    };
  },
};
