import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { AppConfig, OauthClient } from '../../config/app-config.js';
import { requestFailed } from '../../http/app-error.js';

export type GithubConfig = AppConfig['github'] & { oauth: OauthClient };

/** read:user for the profile, user:email for GET /user/emails (the only place private addresses are). */
const githubScopes = ['read:user', 'user:email'];

export const githubSignInVariables = ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'];

/** A clear 4xx naming the variables instead of a crash when the server has no GitHub OAuth app. */
export function requireGithubConfig(config: AppConfig): GithubConfig {
  const { oauth } = config.github;
  if (!oauth) {
    throw requestFailed(
      'provider_not_configured',
      `GitHub sign-in is not configured on this server (set ${githubSignInVariables.join(' and ')}). Sign in with your email instead.`,
    );
  }
  return { ...config.github, oauth };
}

/**
 * arctic's GitHub provider has github.com's endpoints built in, so its generic client is used with
 * the endpoints under GITHUB_WEB_URL (GitHub Enterprise Server, or a local fake in tests). GitHub
 * OAuth apps accept PKCE with S256.
 */
function createGithubClient(github: GithubConfig, redirectUri: string): OAuth2Client {
  return new OAuth2Client(github.oauth.clientId, github.oauth.clientSecret, redirectUri);
}

export function createGithubAuthorizationUrl(
  github: GithubConfig,
  input: { redirectUri: string; state: string; codeVerifier: string },
): string {
  return createGithubClient(github, input.redirectUri)
    .createAuthorizationURLWithPKCE(
      `${github.webUrl}/login/oauth/authorize`,
      input.state,
      CodeChallengeMethod.S256,
      input.codeVerifier,
      githubScopes,
    )
    .toString();
}

export async function exchangeGithubCode(
  github: GithubConfig,
  input: { redirectUri: string; code: string; codeVerifier: string },
): Promise<string> {
  const tokens = await createGithubClient(github, input.redirectUri).validateAuthorizationCode(
    `${github.webUrl}/login/oauth/access_token`,
    input.code,
    input.codeVerifier,
  );
  return tokens.accessToken();
}

const githubUserSchema = z.object({ id: z.number().int(), login: z.string(), name: z.string().nullish() });
const githubEmailsSchema = z.array(
  z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }),
);

async function getGithubJson<T>(github: GithubConfig, token: string, path: string, schema: z.ZodType<T>) {
  const response = await fetch(`${github.apiUrl}${path}`, {
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'user-agent': 'Driftwatch',
      'x-github-api-version': '2022-11-28',
    },
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} to GET ${path}`);
  return schema.parse(await response.json());
}

/** The GitHub account behind a token and its primary address, when GitHub has verified it. */
export async function fetchGithubAccount(
  github: GithubConfig,
  token: string,
): Promise<{ id: string; name: string; verifiedEmail: string | undefined }> {
  const [user, emails] = await Promise.all([
    getGithubJson(github, token, '/user', githubUserSchema),
    getGithubJson(github, token, '/user/emails', githubEmailsSchema),
  ]);
  const primary = emails.find((entry) => entry.primary && entry.verified);
  return { id: String(user.id), name: user.name?.trim() || user.login, verifiedEmail: primary?.email };
}
