import type { ServerContext } from '../../../server-context.js';
import { bitbucketAccess } from '../../code-hosts/bitbucket/open-bitbucket.js';
import {
  bitbucketAccountName,
  readBitbucketAccount,
} from '../../code-hosts/bitbucket/read-bitbucket-account.js';
import {
  type BitbucketTokenAnswer,
  bitbucketSecret,
  requestBitbucketToken,
} from '../../code-hosts/bitbucket/request-bitbucket-token.js';
import { type ConnectAdapter, type ConnectedAccount, ConnectFailure } from './connect-adapter.js';
import { oauthAuthorizeUrl } from './oauth-authorize-url.js';

function requireBitbucketOauth(context: ServerContext) {
  const { oauth } = context.config.bitbucket;
  if (!oauth) throw new Error('Bitbucket OAuth is not configured');
  return oauth;
}

/**
 * Bitbucket Cloud's OAuth 2 consumer. Its scopes are set on the consumer itself (repository:admin
 * for hooks, pullrequest:write for comments, webhook), not asked for here, and its access tokens
 * last two hours: the refresh token is kept, sealed, to get new ones.
 */
export const bitbucketConnectAdapter: ConnectAdapter = {
  platform: 'bitbucket',
  name: 'Bitbucket',
  missingConfig: (config) =>
    config.bitbucket.oauth ? [] : ['BITBUCKET_CLIENT_ID', 'BITBUCKET_CLIENT_SECRET'],

  authorizeUrl(context, { state }) {
    return oauthAuthorizeUrl(`${context.config.bitbucket.siteUrl}/site/oauth2/authorize`, {
      client_id: requireBitbucketOauth(context).clientId,
      response_type: 'code',
      state,
    });
  },

  async exchange(context, input): Promise<ConnectedAccount> {
    let answer: BitbucketTokenAnswer;
    try {
      answer = await requestBitbucketToken(context, { grant_type: 'authorization_code', code: input.code });
    } catch (error) {
      throw new ConnectFailure('token_exchange_failed', { cause: error });
    }
    const secret = bitbucketSecret(context, answer);
    try {
      const account = await readBitbucketAccount(bitbucketAccess(context, secret).client);
      return {
        externalId: null,
        teamName: new URL(context.config.bitbucket.apiUrl).host,
        username: bitbucketAccountName(account),
        userEmail: null,
        avatar: account.links?.avatar?.href ?? null,
        scopes: (answer.scopes ?? '').split(' ').filter((scope) => scope !== ''),
        secret,
      };
    } catch (error) {
      throw new ConnectFailure('user_info_failed', { cause: error });
    }
  },
};
