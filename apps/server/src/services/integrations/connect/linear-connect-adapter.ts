import { LinearClient } from '@linear/sdk';
import { z } from 'zod';
import type { ServerContext } from '../../../server-context.js';
import { type ConnectAdapter, type ConnectedAccount, ConnectFailure } from './connect-adapter.js';
import { pkceChallenge } from './pkce-challenge.js';

/** read for teams and projects, write to create and update issues. */
const linearScopes = ['read', 'write'];

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  scope: z.union([z.string(), z.array(z.string())]).optional(),
});

const viewerQuery = 'query { viewer { id name email avatarUrl organization { id name } } }';
const viewerSchema = z.object({
  viewer: z.object({
    name: z.string(),
    email: z.string(),
    avatarUrl: z.string().nullish(),
    organization: z.object({ id: z.string(), name: z.string() }),
  }),
});

function requireLinearOauth(context: ServerContext) {
  const { oauth } = context.config.linear;
  if (!oauth) throw new Error('Linear OAuth is not configured');
  return oauth;
}

/** Linear's token endpoint is plain OAuth 2 (the SDK covers the GraphQL API only). */
async function exchangeCode(
  context: ServerContext,
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<z.infer<typeof tokenAnswerSchema>> {
  const oauth = requireLinearOauth(context);
  const response = await fetch(`${context.config.linear.apiUrl}/oauth/token`, {
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
  if (!response.ok) throw new Error(`Linear answered ${response.status} to the token request`);
  return tokenAnswerSchema.parse(await response.json());
}

export const linearConnectAdapter: ConnectAdapter = {
  platform: 'linear',
  name: 'Linear',
  missingConfig: (config) => (config.linear.oauth ? [] : ['LINEAR_CLIENT_ID', 'LINEAR_CLIENT_SECRET']),

  authorizeUrl(context, { state, redirectUri, codeVerifier }) {
    const url = new URL(context.config.linear.authorizeUrl);
    url.searchParams.set('client_id', requireLinearOauth(context).clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', linearScopes.join(','));
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
      const linear = new LinearClient({
        accessToken: tokens.access_token,
        apiUrl: `${context.config.linear.apiUrl}/graphql`,
      });
      // One small query instead of the SDK's models, which fetch every field of the viewer and organization.
      const answer = await linear.client.rawRequest<z.input<typeof viewerSchema>, Record<string, never>>(
        viewerQuery,
      );
      const { viewer } = viewerSchema.parse(answer.data);
      const { organization } = viewer;
      const scopes = Array.isArray(tokens.scope) ? tokens.scope : (tokens.scope ?? '').split(/[ ,]+/);
      return {
        externalId: organization.id,
        teamName: organization.name,
        username: viewer.name,
        userEmail: viewer.email,
        avatar: viewer.avatarUrl ?? null,
        scopes: scopes.filter((scope) => scope !== ''),
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
