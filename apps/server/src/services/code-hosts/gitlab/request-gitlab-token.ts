import { z } from 'zod';
import type { ServerContext } from '../../../server-context.js';
import type { IntegrationSecret } from '../../integrations/integration-secret.js';

const gitlabTokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
  /** Seconds the access token lives (GitLab: two hours). */
  expires_in: z.number().int().positive().optional(),
});
export type GitlabTokenAnswer = z.infer<typeof gitlabTokenAnswerSchema>;

/** GitLab refused the grant (a refresh token spent, revoked, or of another application). */
export class GitlabTokenRefused extends Error {
  constructor(readonly status: number) {
    super(`GitLab answered ${status} to the token request`);
  }
}

/**
 * GitLab's token endpoint (Doorkeeper) on the instance itself, for the authorization code and the
 * refresh token grants alike, with the OAuth application's credentials.
 */
export async function requestGitlabToken(
  context: ServerContext,
  grant: Record<string, string>,
): Promise<GitlabTokenAnswer> {
  const { oauth } = context.config.gitlab;
  if (!oauth) throw new Error('GitLab OAuth is not configured');
  const response = await fetch(`${context.config.gitlab.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ ...grant, client_id: oauth.clientId, client_secret: oauth.clientSecret }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new GitlabTokenRefused(response.status);
  return gitlabTokenAnswerSchema.parse(await response.json());
}

/** What Driftwatch seals of GitLab's answer: both tokens and when the access token expires. */
export function gitlabSecretOf(context: ServerContext, tokens: GitlabTokenAnswer): IntegrationSecret {
  return {
    accessToken: tokens.access_token,
    ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    ...(tokens.expires_in
      ? { expiresAt: new Date(context.clock.now().getTime() + tokens.expires_in * 1000).toISOString() }
      : {}),
  };
}
