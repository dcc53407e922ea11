import {
  currentPlanResponseSchema,
  errorResponseSchema,
  usageStatsResponseSchema,
} from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPrAllowance } from '../src/services/billing/check-pr-allowance.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';
import { createTeamWithMember } from './support/team-with-member.js';

describe.each(testEngines())('billing on a self-hosted server without Stripe on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { workers: false });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('says billing is not enabled, naming the variables, instead of a checkout that fails', async () => {
    const team = await createTeamWithMember(server);
    const plan = currentPlanResponseSchema.parse(
      (await server.api('GET', '/api/plans/current', { token: team.ownerToken })).body,
    );
    expect(plan.billing_enabled).toBe(false);
    for (const [method, path, body] of [
      ['POST', '/api/plans/subscribe', { plan_type: 'team', seat_count: 2 }],
      ['POST', '/api/plans/portal', undefined],
      ['POST', '/api/plans/checkout', undefined],
    ] as const) {
      const answer = await server.api(method, path, { token: team.ownerToken, body });
      expect(answer.status, path).toBe(409);
      const error = errorResponseSchema.parse(answer.body).error;
      expect(error.details?.reason).toBe('billing_not_configured');
      expect(error.message).toContain('STRIPE_SECRET_KEY');
      expect(error.message).toContain('STRIPE_PRICE_TEAM_MONTHLY');
    }
    const webhook = await server.api('POST', '/webhooks/stripe', {
      rawBody: '{}',
      headers: { 'stripe-signature': 't=1,v1=0' },
    });
    expect(webhook.status).toBe(409);
  });

  it('gives every organization every feature and unlimited pull requests', async () => {
    const team = await createTeamWithMember(server);
    for (const feature of ['audit_trail', 'priority_support', 'external_docs']) {
      const answer = await server.api('GET', `/api/plans/features/${feature}`, { token: team.mateToken });
      expect(answer.body, feature).toMatchObject({ feature, enabled: true });
    }
    expect(
      (await server.api('GET', '/api/plans/features/no_such_feature', { token: team.ownerToken })).status,
    ).toBe(404);
    expect((await server.api('GET', '/api/plans/features/Bad-Key', { token: team.ownerToken })).status).toBe(
      404,
    );
    const allowance = await checkPrAllowance(server.context, team.organizationId);
    expect(allowance).toEqual({ allowed: true, used: 0, limit: null });
    const stats = usageStatsResponseSchema.parse(
      (await server.api('GET', '/api/usage/stats', { token: team.ownerToken })).body,
    );
    expect(stats).toMatchObject({ pr_limit: -1, usage_percentage: 0, monthly_cost: 0, total_members: 2 });
  });

  it('stores seat changes and cancels to free at once, with the same rules', async () => {
    const team = await createTeamWithMember(server);
    const seats = await server.api('PUT', '/api/plans/seats', {
      token: team.ownerToken,
      body: { seat_count: 3 },
    });
    expect(seats.status, seats.text).toBe(200);
    expect(
      (await server.api('PUT', '/api/plans/seats', { token: team.mateToken, body: { seat_count: 4 } }))
        .status,
    ).toBe(403);
    expect(
      (await server.api('PUT', '/api/plans/seats', { token: team.ownerToken, body: { seat_count: 1 } }))
        .status,
    ).toBe(422);
    const cancelled = await server.api('POST', '/api/plans/cancel', { token: team.ownerToken });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      message: 'Your subscription is cancelled. You have been moved to the free plan.',
      organization_plan: { assigned_seats: 3, status: 'active' },
    });
    const plan = currentPlanResponseSchema.parse(
      (await server.api('GET', '/api/plans/current', { token: team.ownerToken })).body,
    );
    expect(plan.plan).toBe('free');
  });
});
