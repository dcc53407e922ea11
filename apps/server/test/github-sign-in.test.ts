import {
  errorResponseSchema,
  providerCallbackResponseSchema,
  providerSignInResponseSchema,
  signInProvidersResponseSchema,
} from '@driftwatch/contract';
import { findUserByEmail, saveOauthState, users } from '@driftwatch/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens.js';
import { signUpUser, uniqueEmail } from './support/accounts.js';
import {
  type FakeGithubOauth,
  startFakeGithubOauth,
} from './support/fakes/github-oauth/start-fake-github-oauth.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const redirectUri = 'http://driftwatch.test/auth/github/callback';

describe('GitHub sign-in without credentials', () => {
  it('says which variables to set instead of failing', async () => {
    const server = await startTestServer('pglite', { workers: false });
    try {
      const providers = await server.api('GET', '/api/auth/providers');
      expect(signInProvidersResponseSchema.parse(providers.body).providers.github).toEqual({
        configured: false,
        missing_config: ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
      });
      const response = await server.api('POST', '/api/auth/github/login', {
        body: { redirect_uri: redirectUri, state: 'state-12345' },
      });
      expect(response.status).toBe(400);
      const { error } = errorResponseSchema.parse(response.body);
      expect(error.details?.reason).toBe('provider_not_configured');
      expect(error.message).toContain('GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET');
    } finally {
      await server.close();
    }
  });
});

describe('GitHub sign-in against the fake GitHub', () => {
  let github: FakeGithubOauth;
  let server: TestServer;

  beforeAll(async () => {
    github = await startFakeGithubOauth();
    server = await startTestServer('pglite', { env: github.env, workers: false });
  });
  afterAll(async () => {
    await server?.close();
    await github?.close();
  });

  async function startLogin(state: string): Promise<URL> {
    const response = await server.api('POST', '/api/auth/github/login', {
      body: { redirect_uri: redirectUri, state },
    });
    expect(response.status).toBe(200);
    return new URL(providerSignInResponseSchema.parse(response.body).authorization_url);
  }

  /** What a browser does on GitHub's page: open it, press Authorize, follow the redirect back. */
  async function authorize(url: URL): Promise<URL> {
    expect((await fetch(url)).status).toBe(200);
    const decide = new URL('/login/oauth/authorize/decide', github.webUrl);
    decide.search = url.search;
    const answer = await fetch(decide, {
      method: 'POST',
      body: new URLSearchParams({ authorize: '1' }),
      redirect: 'manual',
    });
    return new URL(answer.headers.get('location') ?? '');
  }

  async function signIn(state: string) {
    const back = await authorize(await startLogin(state));
    return server.api('POST', '/api/auth/github/callback', {
      body: {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        redirect_uri: redirectUri,
      },
    });
  }

  it('is offered as configured and sends the browser to GitHub with state and PKCE', async () => {
    const providers = await server.api('GET', '/api/auth/providers');
    expect(signInProvidersResponseSchema.parse(providers.body).providers.github.configured).toBe(true);
    const url = await startLogin('offer-state-1');
    expect(`${url.origin}${url.pathname}`).toBe(`${github.webUrl}/login/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe(github.env.GITHUB_CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(url.searchParams.get('state')).toBe('offer-state-1');
    expect(url.searchParams.get('scope')).toBe('read:user user:email');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
  });

  it('creates a verified account from the verified primary email, then recognises it', async () => {
    const email = uniqueEmail('octo');
    github.state.addAccount({
      login: 'octocat',
      name: 'The Octocat',
      emails: [
        { email: 'octo-secondary@example.com', primary: false, verified: true, visibility: null },
        { email: email.toUpperCase(), primary: true, verified: true, visibility: 'private' },
      ],
    });
    const first = await signIn('create-state-1');
    expect(first.status).toBe(200);
    const created = providerCallbackResponseSchema.parse(first.body);
    expect(created).toMatchObject({ is_new_user: true, user: { email, name: 'The Octocat' } });
    expect(github.state.tokenRequests.at(-1)?.code_verifier).toBeTruthy();
    const row = await findUserByEmail(server.context.db, email);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.signupSource).toBe('github');
    expect((await server.api('GET', '/api/user/profile', { token: created.token })).status).toBe(200);

    const again = providerCallbackResponseSchema.parse((await signIn('create-state-2')).body);
    expect(again.is_new_user).toBe(false);
    expect(again.user.id).toBe(created.user.id);
  });

  it('links the existing account with the same verified address instead of making a second', async () => {
    const existing = await signUpUser(server, { email: uniqueEmail('linked') });
    github.state.addAccount({
      login: 'linked-user',
      emails: [{ email: existing.user.email, primary: true, verified: true, visibility: 'public' }],
    });
    const response = await signIn('link-state-1');
    expect(response.status).toBe(200);
    const linked = providerCallbackResponseSchema.parse(response.body);
    expect(linked.is_new_user).toBe(false);
    expect(linked.user.id).toBe(existing.user.id);
    const rows = await server.context.db.select().from(users).where(eq(users.email, existing.user.email));
    expect(rows).toHaveLength(1);
    expect((await findUserByEmail(server.context.db, existing.user.email))?.githubId).toBe(
      String(github.state.signedInAs),
    );
  });

  it('neither links nor creates an account when the primary address is unverified', async () => {
    const existing = await signUpUser(server, { email: uniqueEmail('victim') });
    github.state.addAccount({
      login: 'claims-someone-else',
      emails: [{ email: existing.user.email, primary: true, verified: false, visibility: null }],
    });
    const response = await signIn('unverified-state-1');
    expect(response.status).toBe(400);
    expect(errorResponseSchema.parse(response.body).error.message).toBe(
      'Your GitHub account has no verified primary email address. Verify it on GitHub, or sign up with your email.',
    );
    expect((await findUserByEmail(server.context.db, existing.user.email))?.githubId).toBeNull();
  });

  it('refuses a replayed state, a bad code, a foreign redirect and a state Google started', async () => {
    github.state.addAccount({
      login: 'replayer',
      emails: [{ email: uniqueEmail('replay'), primary: true, verified: true, visibility: null }],
    });
    const back = await authorize(await startLogin('replay-state-1'));
    const body = { code: back.searchParams.get('code'), state: 'replay-state-1', redirect_uri: redirectUri };
    expect((await server.api('POST', '/api/auth/github/callback', { body })).status).toBe(200);
    const replayed = await server.api('POST', '/api/auth/github/callback', { body });
    expect(replayed.status).toBe(400);
    expect(errorResponseSchema.parse(replayed.body).error.message).toBe(
      'Security validation failed. Please try again.',
    );

    await startLogin('bad-code-state');
    const badCode = await server.api('POST', '/api/auth/github/callback', {
      body: { code: 'not-a-code', state: 'bad-code-state', redirect_uri: redirectUri },
    });
    expect(badCode.status).toBe(400);
    expect(errorResponseSchema.parse(badCode.body).error.message).toBe(
      'Authentication failed. Please try signing in with GitHub again.',
    );

    const foreign = await server.api('POST', '/api/auth/github/login', {
      body: { redirect_uri: 'https://evil.example/auth/github/callback', state: 'foreign-state-1' },
    });
    expect(foreign.status).toBe(400);

    // A state is bound to its provider: one saved for Google cannot finish a GitHub sign-in.
    await saveOauthState(server.context.db, {
      stateHash: hashToken('google-state-1'),
      provider: 'google',
      codeVerifier: 'verifier',
      redirectUri,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const wrongProvider = await server.api('POST', '/api/auth/github/callback', {
      body: { code: 'whatever', state: 'google-state-1', redirect_uri: redirectUri },
    });
    expect(wrongProvider.status).toBe(400);
  });
});
