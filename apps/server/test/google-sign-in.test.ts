import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  errorResponseSchema,
  providerCallbackResponseSchema,
  providerConnectResponseSchema,
  providerSignInResponseSchema,
} from '@driftwatch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/start-test-server.js';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A stand-in for Google's token endpoint: records the form it got and returns an ID token. */
async function startFakeGoogle(claims: Record<string, unknown>) {
  const requests: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      response.setHeader('content-type', 'application/json');
      if (form.get('code') !== 'good-code') {
        response.statusCode = 400;
        response.end(JSON.stringify({ error: 'invalid_grant' }));
        return;
      }
      const idToken = `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;
      response.end(
        JSON.stringify({ access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Google sign-in without credentials', () => {
  it('answers a clear error instead of crashing', async () => {
    const server = await startTestServer('pglite');
    try {
      const response = await server.api('POST', '/api/auth/google/login', {
        body: { redirect_uri: 'http://driftwatch.test/auth/google/callback', state: 'state-12345' },
      });
      expect(response.status).toBe(400);
      expect(errorResponseSchema.parse(response.body).error).toMatchObject({
        code: 'REQUEST_FAILED',
        message: 'Google sign-in is not configured on this server. Sign in with your email instead.',
        details: { reason: 'provider_not_configured' },
      });
    } finally {
      await server.close();
    }
  });
});

describe('Google sign-in against a local fake', () => {
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let server: TestServer;
  const redirectUri = 'http://driftwatch.test/auth/google/callback';

  beforeAll(async () => {
    google = await startFakeGoogle({
      sub: 'google-123',
      email: 'Grace@Example.com',
      email_verified: true,
      name: 'Grace',
    });
    server = await startTestServer('pglite', {
      env: {
        GOOGLE_CLIENT_ID: 'client-id',
        GOOGLE_CLIENT_SECRET: 'client-secret',
        GOOGLE_AUTH_URL: `${google.url}/auth`,
        GOOGLE_TOKEN_URL: `${google.url}/token`,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await google?.close();
  });

  async function startLogin(state: string) {
    const response = await server.api('POST', '/api/auth/google/login', {
      body: { redirect_uri: redirectUri, state },
    });
    expect(response.status).toBe(200);
    return new URL(providerSignInResponseSchema.parse(response.body).authorization_url);
  }

  it('creates the account on first sign-in and recognises it afterwards', async () => {
    const url = await startLogin('first-state-123');
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/auth`);
    expect(url.searchParams.get('client_id')).toBe('client-id');
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');

    const first = await server.api('POST', '/api/auth/google/callback', {
      body: { code: 'good-code', state: 'first-state-123', redirect_uri: redirectUri },
    });
    expect(first.status).toBe(200);
    const signedIn = providerCallbackResponseSchema.parse(first.body);
    expect(signedIn.is_new_user).toBe(true);
    expect(signedIn.user.email).toBe('grace@example.com');
    expect(google.requests.at(-1)?.get('code_verifier')).toBeTruthy();
    expect((await server.api('GET', '/api/user/profile', { token: signedIn.token })).status).toBe(200);

    await startLogin('second-state-123');
    const second = await server.api('POST', '/api/auth/google/callback', {
      body: { code: 'good-code', state: 'second-state-123', redirect_uri: redirectUri },
    });
    expect(providerCallbackResponseSchema.parse(second.body).is_new_user).toBe(false);
  });

  it('refuses a reused or unknown state, a bad code and a foreign redirect', async () => {
    const reused = await server.api('POST', '/api/auth/google/callback', {
      body: { code: 'good-code', state: 'first-state-123', redirect_uri: redirectUri },
    });
    expect(reused.status).toBe(400);
    expect(errorResponseSchema.parse(reused.body).error.message).toBe(
      'Security validation failed. Please try again.',
    );

    await startLogin('bad-code-state');
    const badCode = await server.api('POST', '/api/auth/google/callback', {
      body: { code: 'wrong', state: 'bad-code-state', redirect_uri: redirectUri },
    });
    expect(badCode.status).toBe(400);

    const foreign = await server.api('POST', '/api/auth/google/login', {
      body: { redirect_uri: 'https://evil.example/callback', state: 'evil-state-1' },
    });
    expect(foreign.status).toBe(400);
  });

  it('gives the browser a Google URL from the connect endpoint', async () => {
    const response = await server.api('GET', '/api/auth/google/connect?source=signin');
    const url = new URL(providerConnectResponseSchema.parse(response.body).oauth_url);
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
  });
});
