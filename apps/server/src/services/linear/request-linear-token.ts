import { z } from 'zod';
import type { ServerContext } from '../../server-context.js';

const linearTokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive().optional(),
  scope: z.union([z.string(), z.array(z.string())]).optional(),
});
export type LinearTokenAnswer = z.infer<typeof linearTokenAnswerSchema>;

/** Linear answered the token request with an OAuth error such as invalid_grant (a revoked grant). */
export class LinearTokenRefused extends Error {
  constructor(
    readonly status: number,
    readonly oauthError: string | undefined,
  ) {
    super(`Linear answered ${status}${oauthError ? ` ${oauthError}` : ''} to the token request`);
    this.name = 'LinearTokenRefused';
  }
}

function requireLinearOauth(context: ServerContext) {
  const { oauth } = context.config.linear;
  if (!oauth) throw new Error('Linear OAuth is not configured');
  return oauth;
}

/**
 * Linear's token endpoint (POST {api}/oauth/token, form-encoded, client credentials in the body) for
 * the authorization_code and refresh_token grants; the SDK covers the GraphQL API only.
 */
export async function requestLinearToken(
  context: ServerContext,
  grant: Record<string, string>,
): Promise<LinearTokenAnswer> {
  const oauth = requireLinearOauth(context);
  const response = await fetch(`${context.config.linear.apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ ...grant, client_id: oauth.clientId, client_secret: oauth.clientSecret }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    const answer = z
      .object({ error: z.string().optional() })
      .safeParse(await response.json().catch(() => ({})));
    throw new LinearTokenRefused(response.status, answer.success ? answer.data.error : undefined);
  }
  return linearTokenAnswerSchema.parse(await response.json());
}
