import type { ServerContext } from '../../../server-context.js';
import { createGitlabClient } from '../../code-hosts/gitlab/create-gitlab-client.js';
import {
  type GitlabTokenAnswer,
  gitlabSecretOf,
  requestGitlabToken,
} from '../../code-hosts/gitlab/request-gitlab-token.js';
import { type ConnectAdapter, type ConnectedAccount, ConnectFailure } from './connect-adapter.js';
import { oauthAuthorizeUrl } from './oauth-authorize-url.js';

/** api: list projects, add hooks, write merge request notes and commit statuses; git over HTTPS. */
const gitlabScopes = ['api'];

function requireGitlabOauth(context: ServerContext) {
  const { oauth } = context.config.gitlab;
  if (!oauth) throw new Error('GitLab OAuth is not configured');
  return oauth;
}

export const gitlabConnectAdapter: ConnectAdapter = {
  platform: 'gitlab',
  name: 'GitLab',
  missingConfig: (config) => (config.gitlab.oauth ? [] : ['GITLAB_CLIENT_ID', 'GITLAB_CLIENT_SECRET']),

  authorizeUrl(context, { state, redirectUri, codeVerifier }) {
    return oauthAuthorizeUrl(
      `${context.config.gitlab.url}/oauth/authorize`,
      {
        client_id: requireGitlabOauth(context).clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: gitlabScopes.join(' '),
        state,
      },
      codeVerifier,
    );
  },

  async exchange(context, input): Promise<ConnectedAccount> {
    let tokens: GitlabTokenAnswer;
    try {
      tokens = await requestGitlabToken(context, {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
      });
    } catch (error) {
      throw new ConnectFailure('token_exchange_failed', { cause: error });
    }
    try {
      const user = await createGitlabClient(
        context.config.gitlab.url,
        tokens.access_token,
      ).Users.showCurrentUser();
      return {
        // One GitLab account may serve several organizations: nothing here only one may hold.
        externalId: null,
        teamName: new URL(context.config.gitlab.url).host,
        username: user.username,
        userEmail: typeof user.email === 'string' ? user.email : null,
        avatar: typeof user.avatar_url === 'string' ? user.avatar_url : null,
        scopes: (tokens.scope ?? '').split(' ').filter((scope) => scope !== ''),
        secret: gitlabSecretOf(context, tokens),
      };
    } catch (error) {
      throw new ConnectFailure('user_info_failed', { cause: error });
    }
  },
};
