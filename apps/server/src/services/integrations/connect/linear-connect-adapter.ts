import { LinearClient } from '@linear/sdk';
import { z } from 'zod';
import type { ServerContext } from '../../../server-context.js';
import { type LinearTokenAnswer, requestLinearToken } from '../../linear/request-linear-token.js';
import type { IntegrationSecret } from '../integration-secret.js';
import { type ConnectAdapter, type ConnectedAccount, ConnectFailure } from './connect-adapter.js';
import { oauthAuthorizeUrl } from './oauth-authorize-url.js';

/** read for teams and projects, write to create and update issues. */
const linearScopes = ['read', 'write'];

const viewerQuery = 'query { viewer { id name email avatarUrl organization { id name } } }';
const viewerSchema = z.object({
  viewer: z.object({
    name: z.string(),
    email: z.string(),
    avatarUrl: z.string().nullish(),
    organization: z.object({ id: z.string(), name: z.string() }),
  }),
});

/** The tokens to keep; an expiring access token is refreshed with the refresh token before it lapses. */
export function linearSecret(context: ServerContext, tokens: LinearTokenAnswer): IntegrationSecret {
  return {
    accessToken: tokens.access_token,
    ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    ...(tokens.expires_in
      ? { expiresAt: new Date(context.clock.now().getTime() + tokens.expires_in * 1000).toISOString() }
      : {}),
  };
}

export const linearConnectAdapter: ConnectAdapter = {
  platform: 'linear',
  name: 'Linear',
  missingConfig: (config) => (config.linear.oauth ? [] : ['LINEAR_CLIENT_ID', 'LINEAR_CLIENT_SECRET']),

  authorizeUrl(context, { state, redirectUri, codeVerifier }) {
    const clientId = context.config.linear.oauth?.clientId;
    if (!clientId) throw new Error('Linear OAuth is not configured');
    return oauthAuthorizeUrl(
      context.config.linear.authorizeUrl,
      {
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: linearScopes.join(','),
        state,
      },
      codeVerifier,
    );
  },

  async exchange(context, input): Promise<ConnectedAccount> {
    let tokens: LinearTokenAnswer;
    try {
      tokens = await requestLinearToken(context, {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
      });
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
        secret: linearSecret(context, tokens),
      };
    } catch (error) {
      throw new ConnectFailure('user_info_failed', { cause: error });
    }
  },
};
