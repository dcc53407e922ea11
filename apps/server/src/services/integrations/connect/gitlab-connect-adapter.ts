import { z } from 'zod';
import type { ServerContext } from '../../../server-context.js';
import { createGitlabClient } from '../../code-hosts/gitlab/create-gitlab-client.js';
import { type ConnectAdapter, type ConnectedAccount, ConnectFailure } from './connect-adapter.js';
import { pkceChallenge } from './pkce-challenge.js';

/** api: list projects, add hooks, write merge request notes and commit statuses; git over HTTPS. */
const gitlabScopes = ['api'];

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
});

function requireGitlabOauth(context: ServerContext) {
  const { oauth } = context.config.gitlab;
  if (!oauth) throw new Error('GitLab OAuth is not configured');
  return oauth;
}

/** GitLab's token endpoint (Doorkeeper): plain OAuth 2 with PKCE, on the instance itself. */
async function exchangeCode(
  context: ServerContext,
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<z.infer<typeof tokenAnswerSchema>> {
  const oauth = requireGitlabOauth(context);
  const response = await fetch(`${context.config.gitlab.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: oauth.clientId,
      client_secret: oauth.clientSecret,
      code_verifier: input.codeVerifier,
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`GitLab answered ${response.status} to the token request`);
  return tokenAnswerSchema.parse(await response.json());
}

export const gitlabConnectAdapter: ConnectAdapter = {
  platform: 'gitlab',
  name: 'GitLab',
  missingConfig: (config) => (config.gitlab.oauth ? [] : ['GITLAB_CLIENT_ID', 'GITLAB_CLIENT_SECRET']),

  authorizeUrl(context, { state, redirectUri, codeVerifier }) {
    const url = new URL(`${context.config.gitlab.url}/oauth/authorize`);
    url.searchParams.set('client_id', requireGitlabOauth(context).clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', gitlabScopes.join(' '));
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', pkceChallenge(codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
    return url.toString();
  },

  async exchange(context, input): Promise<ConnectedAccount> {
    let tokens: z.infer<typeof tokenAnswerSchema>;
    try {
      tokens = await exchangeCode(context, input);
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
        secret: {
          accessToken: tokens.access_token,
          ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
        },
      };
    } catch (error) {
      throw new ConnectFailure('user_info_failed', { cause: error });
    }
  },
};
