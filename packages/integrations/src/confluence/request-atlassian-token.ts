import { z } from 'zod';

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  /** Present with the offline_access scope; Atlassian rotates it on every refresh. */
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive(),
  scope: z.string().optional(),
});
export type AtlassianTokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** Atlassian refused the grant (a revoked app, an expired or already rotated refresh token). */
export class AtlassianTokenRefused extends Error {
  constructor(
    readonly status: number,
    readonly oauthError: string | undefined,
  ) {
    super(`Atlassian answered ${status}${oauthError ? ` ${oauthError}` : ''} to the token request`);
    this.name = 'AtlassianTokenRefused';
  }
}

export type AtlassianGrant =
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string }
  | { grant_type: 'refresh_token'; refresh_token: string };

/** Atlassian's token endpoint (POST {ATLASSIAN_AUTH_URL}/oauth/token, JSON, client credentials in the body). */
export async function requestAtlassianToken(
  authUrl: string,
  client: { clientId: string; clientSecret: string },
  grant: AtlassianGrant,
): Promise<AtlassianTokenAnswer> {
  const response = await fetch(`${authUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...grant, client_id: client.clientId, client_secret: client.clientSecret }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    const answer = z
      .object({ error: z.string().optional() })
      .safeParse(await response.json().catch(() => ({})));
    throw new AtlassianTokenRefused(response.status, answer.success ? answer.data.error : undefined);
  }
  return tokenAnswerSchema.parse(await response.json());
}
