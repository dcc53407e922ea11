import { errorResponseSchema, signinResponseSchema } from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, uniqueEmail } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe.each(testEngines())('HTTP behaviour on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { withWebBuild: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function countUsers(): Promise<number> {
    const result = await server.database.handle.executeSql('SELECT count(*)::int AS count FROM users');
    return Number(result.rows[0]?.count);
  }

  it('answers 422 with the field messages and creates nothing', async () => {
    const before = await countUsers();
    const response = await server.api('POST', '/api/auth/signup', {
      body: { name: 'A', email: 'not-an-email', password: '123', confirmPassword: '123' },
    });
    expect(response.status).toBe(422);
    const { error } = errorResponseSchema.parse(response.body);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details?.fields).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name must be at least 2 characters long' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at least 6 characters long' },
      ]),
    );
    expect(error.message).toBe(error.details?.fields?.[0]?.message);
    expect(await countUsers()).toBe(before);
  });

  it('refuses unknown fields and wrong types', async () => {
    const before = await countUsers();
    const unknownField = await server.api('POST', '/api/auth/signup', {
      body: {
        name: 'Ada',
        email: uniqueEmail(),
        password: 'secret1',
        confirmPassword: 'secret1',
        role: 'owner',
      },
    });
    expect(unknownField.status).toBe(422);
    expect(errorResponseSchema.parse(unknownField.body).error.details?.fields?.[0]?.path).toBe('role');

    const wrongType = await server.api('POST', '/api/auth/signup', {
      body: { name: 42, email: uniqueEmail(), password: 'secret1', confirmPassword: 'secret1' },
    });
    expect(wrongType.status).toBe(422);
    expect(await countUsers()).toBe(before);
  });

  it('answers 400 to malformed JSON and a non-JSON body, 413 to an oversize payload', async () => {
    const before = await countUsers();
    const malformed = await server.api('POST', '/api/auth/signup', { rawBody: '{"name": "Ada",' });
    expect(malformed.status).toBe(400);
    expect(errorResponseSchema.parse(malformed.body).error.code).toBe('REQUEST_FAILED');

    const text = await server.api('POST', '/api/auth/signup', {
      rawBody: 'name=Ada',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);

    const huge = await server.api('POST', '/api/auth/signup', {
      body: {
        name: 'x'.repeat(200_000),
        email: uniqueEmail(),
        password: 'secret1',
        confirmPassword: 'secret1',
      },
    });
    expect(huge.status).toBe(413);
    expect(errorResponseSchema.parse(huge.body).error.details?.reason).toBe('payload_too_large');

    const longName = await server.api('POST', '/api/auth/signup', {
      body: { name: 'x'.repeat(500), email: uniqueEmail(), password: 'secret1', confirmPassword: 'secret1' },
    });
    expect(longName.status).toBe(422);
    expect(await countUsers()).toBe(before);
  });

  it('answers 401 in the error format without or with a bad token', async () => {
    for (const token of [undefined, 'made-up-token']) {
      const response = await server.api('GET', '/api/user/profile', token ? { token } : {});
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: { code: 'AUTH_EXPIRED', message: 'Your session has expired. Please sign in again.' },
      });
    }
  });

  it('ends a session when it expires', async () => {
    const { token } = await signUpUser(server);
    expect((await server.api('GET', '/api/user/profile', { token })).status).toBe(200);
    server.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await server.api('GET', '/api/user/profile', { token })).status).toBe(401);
  });

  it('keeps a sign-in without "Remember me" for one day', async () => {
    const { user, password } = await signUpUser(server);
    const signin = await server.api('POST', '/api/auth/signin', {
      body: { email: user.email, password, rememberMe: false },
    });
    const token = signinResponseSchema.parse(signin.body).token ?? '';
    server.clock.advance(23 * 60 * 60 * 1000);
    expect((await server.api('GET', '/api/user/profile', { token })).status).toBe(200);
    server.clock.advance(2 * 60 * 60 * 1000);
    expect((await server.api('GET', '/api/user/profile', { token })).status).toBe(401);
  });

  it('answers unknown API paths with 404 in the error format', async () => {
    const response = await server.api('GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: { code: 'NOT_FOUND', message: 'The requested resource was not found.' },
    });
    expect((await server.api('DELETE', '/api/user/profile')).status).toBe(404);
  });

  it('serves the web app with a fallback to index.html for client routes', async () => {
    const home = await server.api('GET', '/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Driftwatch SPA');
    const page = await server.api('GET', '/dashboard/some-issue');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Driftwatch SPA');
    const asset = await server.api('GET', '/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('sends security headers', async () => {
    const response = await server.api('GET', '/api/plans/public');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    // PUBLIC_URL is http here, so requests must not be upgraded to https.
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('strict-transport-security')).toBeTruthy();
  });

  it('publishes the OpenAPI document and its reference page', async () => {
    const document = await server.api<{ openapi: string; paths: Record<string, unknown> }>(
      'GET',
      '/api/openapi.json',
    );
    expect(document.status).toBe(200);
    expect(document.body.openapi).toBe('3.1.0');
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/signup',
        '/api/auth/signin',
        '/api/setup-password',
        '/api/user/profile',
        '/api/setup/advance',
        '/api/teams/organizations/{id}/status',
        '/api/plans/public',
        '/api/feedback/contexts/{id}',
      ]),
    );
    const docs = await fetch(`${server.url}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
  });
});

describe('without a web build', () => {
  it('explains how to build the web app', async () => {
    const server = await startTestServer('pglite');
    try {
      const page = await server.api('GET', '/');
      expect(page.status).toBe(503);
      expect(page.text).toContain('npm run build');
      expect((await server.api('GET', '/api/plans/public')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('server errors', () => {
  it('answers 500 with the catalogue message and no internals', async () => {
    const server = await startTestServer('pglite');
    try {
      // Losing the database mid-flight is the kind of failure a user must not see details of.
      await server.database.handle.close();
      const response = await server.api('GET', '/api/plans/public');
      expect(response.status).toBe(500);
      expect(response.body).toEqual({
        error: { code: 'SERVER_ERROR', message: 'Server error. Please try again later.' },
      });
    } finally {
      await server.close();
    }
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per client, in the database', async () => {
    const server = await startTestServer('pglite', { env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const attempt = () =>
        server.api('POST', '/api/auth/signin', { body: { email: 'a@example.com', password: 'x1' } });
      const statuses = [];
      for (let index = 0; index < 4; index++) statuses.push((await attempt()).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const limited = await attempt();
      expect(errorResponseSchema.parse(limited.body).error.details?.reason).toBe('rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Other endpoints have their own budget; the window resets after a minute.
      expect(
        (await server.api('POST', '/api/auth/forgot-password', { body: { email: 'a@example.com' } })).status,
      ).toBe(200);
      server.clock.advance(61_000);
      expect((await attempt()).status).toBe(400);
    } finally {
      await server.close();
    }
  });

  it('limits attempts per account across client addresses', async () => {
    const server = await startTestServer('pglite', {
      env: { AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' },
    });
    try {
      const fromAddress = (ip: string, email: string) =>
        server.api('POST', '/api/auth/forgot-password', {
          body: { email },
          headers: { 'x-forwarded-for': ip },
        });
      const statuses = [];
      for (let index = 1; index <= 4; index++)
        statuses.push((await fromAddress(`10.0.0.${index}`, 'victim@example.com')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await fromAddress('10.0.0.9', 'someone-else@example.com')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
