import {
  errorResponseSchema,
  feedbackContextListResponseSchema,
  feedbackContextResponseSchema,
  feedbackListResponseSchema,
  feedbackStatsResponseSchema,
  submitFeedbackResponseSchema,
} from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from './support/accounts.js';
import { adminEmail, startTestServer, type TestServer } from './support/start-test-server.js';

describe.each(testEngines())('feedback on %s', (engine) => {
  let server: TestServer;
  let adminToken: string;
  let userToken: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    adminToken = (await signUpUser(server, { email: adminEmail.toUpperCase() })).token;
    userToken = (await signUpUser(server)).token;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves a seeded context without auth', async () => {
    const response = await server.api('GET', '/api/feedback/contexts/signup.complete');
    expect(response.status).toBe(200);
    expect(feedbackContextResponseSchema.parse(response.body).context).toEqual({
      id: 'signup.complete',
      title: 'How was signing up?',
      description: 'Tell us how creating your account went.',
      placeholder: 'What could have been easier?',
      show_rating: true,
      active: true,
    });
    expect((await server.api('GET', '/api/feedback/contexts/no.such.context')).status).toBe(404);
  });

  it('accepts feedback from visitors and signed-in users, and checks it', async () => {
    const anonymous = await server.api('POST', '/api/feedback', {
      body: { text: '  Love it  ', context: 'dashboard', rating: 5, url: 'http://driftwatch.test/dashboard' },
    });
    expect(anonymous.status).toBe(201);
    expect(submitFeedbackResponseSchema.parse(anonymous.body).success).toBe(true);

    const signedIn = await server.api('POST', '/api/feedback', {
      token: userToken,
      body: { text: 'Found a bug', context: 'bug.report', metadata: { browser: 'chromium' } },
    });
    expect(signedIn.status).toBe(201);

    const empty = await server.api('POST', '/api/feedback', { body: { text: '   ' } });
    expect(empty.status).toBe(422);
    expect(errorResponseSchema.parse(empty.body).error.message).toBe('Please enter your feedback');
    expect((await server.api('POST', '/api/feedback', { body: { text: 'ok', rating: 6 } })).status).toBe(422);
    expect(
      (await server.api('POST', '/api/feedback', { body: { text: 'ok', context: 'made.up' } })).status,
    ).toBe(422);
  });

  it('keeps admin endpoints from everyone else', async () => {
    const adminPaths: Array<[string, string, unknown?]> = [
      ['GET', '/api/feedback/contexts'],
      [
        'POST',
        '/api/feedback/contexts',
        { id: 'x.y', title: 'T', description: '', placeholder: '', show_rating: false },
      ],
      ['PUT', '/api/feedback/contexts/dashboard', { title: 'Hijacked' }],
      ['GET', '/api/feedback/stats'],
      ['GET', '/api/feedback/context/dashboard'],
      ['GET', '/api/feedback?limit=10&offset=0'],
    ];
    for (const [method, path, body] of adminPaths) {
      const asUser = await server.api(method, path, { token: userToken, body });
      expect(asUser.status, `${method} ${path}`).toBe(403);
      expect(errorResponseSchema.parse(asUser.body).error).toEqual({
        code: 'FORBIDDEN',
        message: 'You do not have permission to perform this action.',
      });
      expect((await server.api(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    const context = await server.api('GET', '/api/feedback/contexts/dashboard');
    expect(feedbackContextResponseSchema.parse(context.body).context.title).toBe('Dashboard feedback');
  });

  it('lets admins manage contexts and read feedback and stats', async () => {
    const created = await server.api('POST', '/api/feedback/contexts', {
      token: adminToken,
      body: {
        id: 'billing.upgraded',
        title: 'How was upgrading?',
        description: 'Tell us about upgrading.',
        placeholder: 'Your feedback...',
        show_rating: true,
      },
    });
    expect(created.status).toBe(201);
    expect(feedbackContextResponseSchema.parse(created.body).context.active).toBe(true);
    const duplicate = await server.api('POST', '/api/feedback/contexts', {
      token: adminToken,
      body: { id: 'billing.upgraded', title: 'Again', description: '', placeholder: '', show_rating: false },
    });
    expect(duplicate.status).toBe(409);

    const updated = await server.api('PUT', '/api/feedback/contexts/billing.upgraded', {
      token: adminToken,
      body: { active: false },
    });
    expect(feedbackContextResponseSchema.parse(updated.body).context).toMatchObject({
      active: false,
      title: 'How was upgrading?',
    });
    expect((await server.api('GET', '/api/feedback/contexts/billing.upgraded')).status).toBe(404);
    const missing = await server.api('PUT', '/api/feedback/contexts/nope', {
      token: adminToken,
      body: { active: true },
    });
    expect(missing.status).toBe(404);

    const contexts = feedbackContextListResponseSchema.parse(
      (await server.api('GET', '/api/feedback/contexts', { token: adminToken })).body,
    );
    expect(contexts.contexts.map((context) => context.id)).toEqual(
      expect.arrayContaining([
        'signup.complete',
        'integration.connected',
        'dashboard',
        'onboarding.complete',
        'feature.request',
        'bug.report',
        'billing.upgraded',
      ]),
    );

    await server.api('POST', '/api/feedback', { body: { text: 'Meh', context: 'dashboard', rating: 2 } });
    const list = feedbackListResponseSchema.parse(
      (await server.api('GET', '/api/feedback?limit=2&offset=0', { token: adminToken })).body,
    );
    expect(list).toMatchObject({ limit: 2, offset: 0 });
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(list.feedback).toHaveLength(2);

    const dashboard = feedbackListResponseSchema.parse(
      (await server.api('GET', '/api/feedback/context/dashboard', { token: adminToken })).body,
    );
    expect(dashboard.feedback.every((entry) => entry.context === 'dashboard')).toBe(true);
    expect(dashboard.feedback.map((entry) => entry.text)).toEqual(expect.arrayContaining(['Love it', 'Meh']));

    const stats = feedbackStatsResponseSchema.parse(
      (await server.api('GET', '/api/feedback/stats', { token: adminToken })).body,
    );
    expect(stats.by_context.find((row) => row.context === 'dashboard')).toEqual({
      context: 'dashboard',
      count: 2,
      average_rating: 3.5,
    });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = feedbackStatsResponseSchema.parse(
      (
        await server.api('GET', `/api/feedback/stats?from=${encodeURIComponent(future)}`, {
          token: adminToken,
        })
      ).body,
    );
    expect(none).toMatchObject({ total: 0, average_rating: null, by_context: [] });
    expect((await server.api('GET', '/api/feedback?limit=0', { token: adminToken })).status).toBe(422);
  });
});
