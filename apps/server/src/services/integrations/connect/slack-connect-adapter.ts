import type { ServerContext } from '../../../server-context.js';
import { createSlackClient } from '../create-slack-client.js';
import { type ConnectAdapter, type ConnectedAccount, ConnectFailure } from './connect-adapter.js';
import { oauthAuthorizeUrl } from './oauth-authorize-url.js';

/** Bot scopes: list public and private channels for the picker, join public ones, post messages. */
const slackBotScopes = ['channels:read', 'groups:read', 'channels:join', 'chat:write'] as const;

function requireSlackOauth(context: ServerContext) {
  const { oauth } = context.config.slack;
  if (!oauth) throw new Error('Slack OAuth is not configured');
  return oauth;
}

export const slackConnectAdapter: ConnectAdapter = {
  platform: 'slack',
  name: 'Slack',
  missingConfig: (config) => (config.slack.oauth ? [] : ['SLACK_CLIENT_ID', 'SLACK_CLIENT_SECRET']),

  authorizeUrl(context, { state, redirectUri }) {
    return oauthAuthorizeUrl(context.config.slack.authorizeUrl, {
      client_id: requireSlackOauth(context).clientId,
      scope: slackBotScopes.join(','),
      redirect_uri: redirectUri,
      state,
    });
  },

  async exchange(context, { code, redirectUri }): Promise<ConnectedAccount> {
    const oauth = requireSlackOauth(context);
    const anonymous = createSlackClient(context.config, context.logger, undefined, {
      rejectRateLimitedCalls: true,
    });
    let access: Awaited<ReturnType<typeof anonymous.oauth.v2.access>>;
    try {
      access = await anonymous.oauth.v2.access({
        client_id: oauth.clientId,
        client_secret: oauth.clientSecret,
        code,
        redirect_uri: redirectUri,
      });
    } catch (error) {
      throw new ConnectFailure('token_exchange_failed', { cause: error });
    }
    const token = access.access_token;
    if (!token || access.token_type !== 'bot') throw new ConnectFailure('token_exchange_failed');
    let identity: Awaited<ReturnType<typeof anonymous.auth.test>>;
    try {
      identity = await createSlackClient(context.config, context.logger, token, {
        rejectRateLimitedCalls: true,
      }).auth.test();
    } catch (error) {
      throw new ConnectFailure('user_info_failed', { cause: error });
    }
    return {
      externalId: access.team?.id ?? identity.team_id ?? null,
      teamName: access.team?.name ?? identity.team ?? null,
      username: identity.user ?? null,
      userEmail: null,
      avatar: null,
      scopes: (access.scope ?? '').split(',').filter((scope) => scope !== ''),
      secret: { accessToken: token },
    };
  },
};
