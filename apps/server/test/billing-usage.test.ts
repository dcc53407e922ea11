import { errorResponseSchema, planUsageResponseSchema, usageStatsResponseSchema } from '@driftwatch/contract';
import { recordPullRequestAnalysis, updateOrganizationPlan } from '@driftwatch/db';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPrAllowance } from '../src/services/billing/check-pr-allowance.js';
import {
  type FakeStripe,
  fakeStripeEnvironment,
  startFakeStripe,
} from './support/fakes/stripe/start-fake-stripe.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';
import { createTeamWithMember } from './support/team-with-member.js';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testEngines())('plan usage and limits on %s', (engine) => {
  let server: TestServer;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    // The annual pro price is one Stripe does not know, to see how its errors reach the user.
    server = await startTestServer(engine, {
      env: { ...fakeStripeEnvironment(stripe), STRIPE_PRICE_PRO_ANNUAL: 'price_deleted_in_stripe' },
      workers: false,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it('answers every usage figure from the period count, members, seats and price', async () => {
    const team = await createTeamWithMember(server);
    const db = server.database.handle.db;
    const now = server.clock.now();
    await updateOrganizationPlan(db, team.organizationId, {
      assignedSeats: 4,
      periodStartsAt: new Date(now.getTime() - 2 * dayMs),
    });
    await recordPullRequestAnalysis(db, team.organizationId, new Date(now.getTime() - 2 * dayMs));
    await recordPullRequestAnalysis(db, team.organizationId, now);
    await recordPullRequestAnalysis(db, team.organizationId, now);
    const stats = usageStatsResponseSchema.parse(
      (await server.api('GET', '/api/usage/stats', { token: team.mateToken })).body,
    );
    expect(stats).toMatchObject({
      current_pr_count: 3,
      pr_limit: 500,
      usage_percentage: 0.6,
      total_members: 2,
      active_members: 2,
      assigned_seats: 4,
      seat_utilization: 50,
      monthly_cost: 4 * 1900,
      cost_per_member: 3800,
      cost_per_pr: 2533,
      subscription: { tier: 'team', status: 'trialing' },
      trial_info: { is_active: true, days_remaining: 14 },
    });
    expect(stats.billing_period.days_remaining).toBe(14);
    const usage = planUsageResponseSchema.parse(
      (await server.api('GET', '/api/plans/usage', { token: team.ownerToken })).body,
    );
    expect(usage.days).toHaveLength(3);
    expect(usage.days.map((entry) => entry.count)).toEqual([1, 0, 2]);
    expect(usage).toMatchObject({ current_pr_count: 3, pr_limit: 500, unlimited: false });
  });

  it('allows pull requests up to the plan limit, then says why it stopped', async () => {
    const team = await createTeamWithMember(server);
    const db = server.database.handle.db;
    await updateOrganizationPlan(db, team.organizationId, {
      planType: 'free',
      status: 'active',
      currentPrCount: 49,
    });
    expect(await checkPrAllowance(server.context, team.organizationId)).toEqual({
      allowed: true,
      used: 49,
      limit: 50,
    });
    await recordPullRequestAnalysis(db, team.organizationId, server.clock.now());
    const refused = await checkPrAllowance(server.context, team.organizationId);
    expect(refused).toMatchObject({ allowed: false, used: 50, limit: 50 });
    expect(refused.allowed === false && refused.reason).toContain('the Free plan includes 50 pull requests');
    await updateOrganizationPlan(db, team.organizationId, { planType: 'pro' });
    expect(await checkPrAllowance(server.context, team.organizationId)).toEqual({
      allowed: true,
      used: 50,
      limit: null,
    });
    const stats = usageStatsResponseSchema.parse(
      (await server.api('GET', '/api/usage/stats', { token: team.ownerToken })).body,
    );
    expect(stats).toMatchObject({ pr_limit: -1, usage_percentage: 0 });
  });

  it("passes Stripe's own error message on, without a checkout", async () => {
    const team = await createTeamWithMember(server);
    const answer = await server.api('POST', '/api/plans/subscribe', {
      token: team.ownerToken,
      body: { plan_type: 'pro', billing_interval: 'annual', seat_count: 2 },
    });
    expect(answer.status).toBe(400);
    expect(errorResponseSchema.parse(answer.body).error).toMatchObject({
      code: 'REQUEST_FAILED',
      message: "The payment provider refused the request: No such price: 'price_deleted_in_stripe'",
      details: { reason: 'payment_provider_error' },
    });
    const monthly = await server.api('POST', '/api/plans/subscribe', {
      token: team.ownerToken,
      body: { plan_type: 'pro', billing_interval: 'monthly', seat_count: 2 },
    });
    expect(monthly.status, monthly.text).toBe(200);
  });
});
