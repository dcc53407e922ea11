import { z } from 'zod';
import type { ServerContext } from '../../../server-context.js';
import type { IntegrationSecret } from '../../integrations/integration-secret.js';

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  /** Seconds; Bitbucket's access tokens last two hours. */
  expires_in: z.number().positive().optional(),
  scopes: z.string().optional(),
});
export type BitbucketTokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** Bitbucket refused the grant (a spent code, a revoked consumer or refresh token): retrying cannot help. */
export class BitbucketTokenRefused extends Error {
  constructor(readonly status: number) {
    super(`Bitbucket answered ${status} to the token request`);
    this.name = 'BitbucketTokenRefused';
  }
}

/**
 * The OAuth consumer's token endpoint (/site/oauth2/access_token on the site, not the API), for the
 * authorization_code and refresh_token grants. The consumer authenticates with Basic auth.
 */
export async function requestBitbucketToken(
  context: ServerContext,
  grant: Record<string, string>,
): Promise<BitbucketTokenAnswer> {
  const { oauth, siteUrl } = context.config.bitbucket;
  if (!oauth) throw new Error('The Bitbucket OAuth consumer is not configured');
  const basic = Buffer.from(`${oauth.clientId}:${oauth.clientSecret}`).toString('base64');
  const response = await fetch(`${siteUrl}/site/oauth2/access_token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(grant),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new BitbucketTokenRefused(response.status);
  return tokenAnswerSchema.parse(await response.json());
}

/** What is sealed from a token answer: the refresh token is kept when a refresh did not rotate it. */
export function bitbucketSecret(
  context: ServerContext,
  answer: BitbucketTokenAnswer,
  previousRefreshToken?: string,
): IntegrationSecret {
  const refreshToken = answer.refresh_token ?? previousRefreshToken;
  return {
    accessToken: answer.access_token,
    ...(refreshToken ? { refreshToken } : {}),
    ...(answer.expires_in
      ? { expiresAt: new Date(context.clock.now().getTime() + answer.expires_in * 1000).toISOString() }
      : {}),
  };
}
