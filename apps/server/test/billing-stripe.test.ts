import {
  billingChangeResponseSchema,
  currentPlanResponseSchema,
  errorResponseSchema,
  invoicesResponseSchema,
  portalResponseSchema,
  subscribeResponseSchema,
} from '@driftwatch/contract';
import { findOrganizationPlan, recordPullRequestAnalysis } from '@driftwatch/db';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enforceBillingDeadlines } from '../src/services/billing/enforce-billing-deadlines.js';
import { signStripePayload } from './support/fakes/stripe/sign-stripe-payload.js';
import {
  type FakeStripe,
  fakeStripeEnvironment,
  startFakeStripe,
} from './support/fakes/stripe/start-fake-stripe.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';
import { createTeamWithMember, type TeamWithMember } from './support/team-with-member.js';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testEngines())('billing with Stripe on %s', (engine) => {
  let server: TestServer;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer(engine, { env: fakeStripeEnvironment(stripe), workers: false });
    stripe.setWebhookUrl(`${server.url}/webhooks/stripe`);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  async function currentPlan(token: string) {
    return currentPlanResponseSchema.parse((await server.api('GET', '/api/plans/current', { token })).body);
  }

  /** Subscribes through the fake checkout page, as the browser would; returns the Stripe subscription id. */
  async function subscribeThroughCheckout(
    team: TeamWithMember,
    body: Record<string, unknown>,
  ): Promise<string> {
    const answer = await server.api('POST', '/api/plans/subscribe', { token: team.ownerToken, body });
    expect(answer.status, answer.text).toBe(200);
    const checkoutUrl = subscribeResponseSchema.parse(answer.body).checkout_url ?? '';
    expect(checkoutUrl.startsWith(`${stripe.url}/c/pay/`)).toBe(true);
    const paid = await fetch(`${checkoutUrl}/complete`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://driftwatch.test/billing?success=true');
    const plan = await currentPlan(team.ownerToken);
    const subscription = [...stripe.subscriptions.values()].find(
      (candidate) => candidate.customer === plan.organization_plan?.stripe_customer_id,
    );
    if (!subscription) throw new Error('No subscription in the fake');
    return subscription.id;
  }

  it('reports billing as enabled and the trial plan as current', async () => {
    const team = await createTeamWithMember(server);
    const plan = await currentPlan(team.ownerToken);
    expect(plan).toMatchObject({ plan: 'team', billing_enabled: true });
    expect(plan.organization_plan?.status).toBe('trialing');
  });

  it('refuses bad subscribe and seat input with 422 and changes nothing', async () => {
    const team = await createTeamWithMember(server);
    const customersBefore = stripe.customers.size;
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/api/plans/subscribe', { plan_type: 'team', seat_count: 0 }, 'Seats must be at least 1'],
      [
        'POST',
        '/api/plans/subscribe',
        { plan_type: 'team', seat_count: 1.5 },
        'Seats must be a whole number',
      ],
      ['POST', '/api/plans/subscribe', { plan_type: 'free' }, 'Choose the team or pro plan'],
      ['POST', '/api/plans/subscribe', { plan_type: 'team', billing_interval: 'weekly' }, ''],
      ['PUT', '/api/plans/seats', { seat_count: 0 }, 'Seats must be at least 1'],
      ['PUT', '/api/plans/seats', {}, ''],
      // Both members hold a seat, so one seat is fewer than the seats assigned.
      ['PUT', '/api/plans/seats', { seat_count: 1 }, '2 members hold a seat.'],
      ['POST', '/api/plans/subscribe', { plan_type: 'pro', seat_count: 1 }, '2 members hold a seat.'],
    ];
    for (const [method, path, body, message] of cases) {
      const answer = await server.api(method, path, { token: team.ownerToken, body });
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(422);
      const error = errorResponseSchema.parse(answer.body).error;
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details?.fields?.[0]?.message ?? '').toContain(message);
    }
    expect(stripe.customers.size).toBe(customersBefore);
    const plan = await currentPlan(team.ownerToken);
    expect(plan.plan).toBe('team');
    expect(plan.organization_plan?.assigned_seats).toBe(2);
  });

  it('lets only the billing right change the plan: a member gets 403 and can still read usage', async () => {
    const team = await createTeamWithMember(server);
    const changes: Array<[string, string, unknown]> = [
      ['POST', '/api/plans/subscribe', { plan_type: 'team', seat_count: 2 }],
      ['POST', '/api/plans/checkout', undefined],
      ['PUT', '/api/plans/seats', { seat_count: 3 }],
      ['POST', '/api/plans/cancel', undefined],
      ['POST', '/api/plans/portal', undefined],
      ['PUT', `/api/plans/members/${team.ownerMember.id}/seat`, { has_seat: false }],
    ];
    for (const [method, path, body] of changes) {
      const answer = await server.api(method, path, { token: team.mateToken, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    const customers = [...stripe.customers.values()];
    expect(customers.some((customer) => customer.metadata.organization_id === team.organizationId)).toBe(
      false,
    );
    const plan = await currentPlan(team.ownerToken);
    expect(plan.organization_plan).toMatchObject({ assigned_seats: 2, cancel_at_period_end: false });
    for (const path of [
      '/api/usage/stats',
      '/api/plans/usage',
      '/api/plans/members',
      '/api/plans/invoices',
    ]) {
      expect((await server.api('GET', path, { token: team.mateToken })).status, path).toBe(200);
    }
  });

  it('upgrades through Checkout with seats, interval and the trial carried over, then lists the invoice', async () => {
    const team = await createTeamWithMember(server);
    const subscriptionId = await subscribeThroughCheckout(team, {
      plan_type: 'pro',
      billing_interval: 'annual',
      seat_count: 2,
    });
    const subscription = stripe.subscriptions.get(subscriptionId);
    expect(subscription).toMatchObject({ quantity: 2, status: 'trialing' });
    expect(subscription?.price.id).toBe(stripe.prices.proAnnual);
    // About 14 days of trial were left and travel to Stripe.
    const trialDays = ((subscription?.trialEnd ?? 0) * 1000 - Date.now()) / dayMs;
    expect(trialDays).toBeGreaterThan(13);
    expect(trialDays).toBeLessThanOrEqual(14);
    const plan = await currentPlan(team.ownerToken);
    expect(plan).toMatchObject({
      plan: 'pro',
      organization_plan: { status: 'trialing', assigned_seats: 2, billing_interval: 'annual' },
    });
    const invoices = invoicesResponseSchema.parse(
      (await server.api('GET', '/api/plans/invoices', { token: team.ownerToken })).body,
    ).invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount: 0, status: 'paid', currency: 'usd' });
    const feature = await server.api('GET', '/api/plans/features/audit_trail', { token: team.mateToken });
    expect(feature.body).toEqual({ feature: 'audit_trail', enabled: true, plan: 'pro' });
  });

  it('changes seats with prorations in Stripe and never below the seats assigned', async () => {
    const team = await createTeamWithMember(server);
    const subscriptionId = await subscribeThroughCheckout(team, { plan_type: 'team', seat_count: 2 });
    const changed = await server.api('PUT', '/api/plans/seats', {
      token: team.ownerToken,
      body: { seat_count: 5 },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(billingChangeResponseSchema.parse(changed.body).organization_plan.assigned_seats).toBe(5);
    expect(stripe.subscriptions.get(subscriptionId)?.quantity).toBe(5);
    const tooFew = await server.api('PUT', '/api/plans/seats', {
      token: team.ownerToken,
      body: { seat_count: 1 },
    });
    expect(tooFew.status).toBe(422);
    expect(stripe.subscriptions.get(subscriptionId)?.quantity).toBe(5);
    expect((await currentPlan(team.ownerToken)).organization_plan?.assigned_seats).toBe(5);
  });

  it('opens the customer portal for a customer and points others to the plans tab', async () => {
    const fresh = await createTeamWithMember(server);
    const none = await server.api('POST', '/api/plans/portal', { token: fresh.ownerToken });
    expect(none.status).toBe(409);
    expect(errorResponseSchema.parse(none.body).error.message).toContain('Plans & Pricing');
    await subscribeThroughCheckout(fresh, { plan_type: 'team', seat_count: 2 });
    const portal = await server.api('POST', '/api/plans/portal', { token: fresh.ownerToken });
    expect(portal.status, portal.text).toBe(200);
    const portalUrl = portalResponseSchema.parse(portal.body).portal_url;
    const page = await fetch(portalUrl);
    expect(await page.text()).toContain('href="http://driftwatch.test/billing"');
  });

  it('cancels at the end of the period: the plan stays until then, then the organization is free', async () => {
    const team = await createTeamWithMember(server);
    const subscriptionId = await subscribeThroughCheckout(team, { plan_type: 'team', seat_count: 2 });
    const cancelled = await server.api('POST', '/api/plans/cancel', { token: team.ownerToken });
    expect(cancelled.status, cancelled.text).toBe(200);
    const body = billingChangeResponseSchema.parse(cancelled.body);
    expect(body.message).toMatch(
      /Your plan stays until \d{4}-\d{2}-\d{2}, then you will be moved to the free plan\./,
    );
    expect(stripe.subscriptions.get(subscriptionId)?.cancelAtPeriodEnd).toBe(true);
    expect(await currentPlan(team.ownerToken)).toMatchObject({
      plan: 'team',
      organization_plan: { cancel_at_period_end: true },
    });
    await stripe.endSubscription(subscriptionId);
    expect(await currentPlan(team.ownerToken)).toMatchObject({
      plan: 'free',
      organization_plan: { status: 'active', cancel_at_period_end: false },
    });
    const again = await server.api('POST', '/api/plans/cancel', { token: team.ownerToken });
    expect(again.status).toBe(409);
  });

  it('refuses forged webhooks and applies a replayed event only once', async () => {
    const team = await createTeamWithMember(server);
    const subscriptionId = await subscribeThroughCheckout(team, { plan_type: 'team', seat_count: 2 });
    const created = stripe.deliveries.find(
      (delivery) =>
        delivery.type === 'customer.subscription.created' && delivery.body.includes(subscriptionId),
    );
    if (!created) throw new Error('no delivery');
    expect(created.status).toBe(200);
    await server.api('PUT', '/api/plans/seats', { token: team.ownerToken, body: { seat_count: 4 } });

    const send = (payload: string, signature: string) =>
      server.api('POST', '/webhooks/stripe', {
        rawBody: payload,
        headers: { 'stripe-signature': signature },
      });
    // A replay of the genuine, correctly signed creation event (quantity 2) is acknowledged and ignored.
    const replay = await send(created.body, signStripePayload(created.body, stripe.webhookSecret));
    expect(replay.status).toBe(200);
    expect((await currentPlan(team.ownerToken)).organization_plan?.assigned_seats).toBe(4);

    // The same event with another id but a wrong secret, no signature, or an old timestamp is refused.
    const forged = created.body.replace(/"id":"evt_[0-9a-f]+"/, '"id":"evt_forged"');
    expect((await send(forged, signStripePayload(forged, 'whsec_wrong'))).status).toBe(400);
    expect((await server.api('POST', '/webhooks/stripe', { rawBody: forged })).status).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect((await send(forged, signStripePayload(forged, stripe.webhookSecret, stale))).status).toBe(400);
    // A body changed after signing fails too.
    const signed = signStripePayload(forged, stripe.webhookSecret);
    expect((await send(forged.replace('"quantity":2', '"quantity":1'), signed)).status).toBe(400);
    expect((await currentPlan(team.ownerToken)).organization_plan?.assigned_seats).toBe(4);
  });

  it('suspends after a payment fails past the grace period and reactivates on payment', async () => {
    const team = await createTeamWithMember(server);
    const subscriptionId = await subscribeThroughCheckout(team, { plan_type: 'team', seat_count: 2 });
    const status = async () =>
      (
        await server.api<{ status: string }>(
          'GET',
          `/api/teams/organizations/${team.organizationId}/status`,
          {
            token: team.ownerToken,
          },
        )
      ).body.status;
    await stripe.failPayment(subscriptionId);
    expect((await currentPlan(team.ownerToken)).organization_plan?.status).toBe('past_due');
    server.clock.advance(6 * dayMs);
    await enforceBillingDeadlines(server.context);
    expect(await status()).toBe('active');
    server.clock.advance(2 * dayMs);
    await enforceBillingDeadlines(server.context);
    expect(await status()).toBe('suspended');
    expect((await currentPlan(team.ownerToken)).organization_plan?.status).toBe('suspended');
    const feature = await server.api('GET', '/api/plans/features/api_diff_detection', {
      token: team.ownerToken,
    });
    expect(feature.body).toMatchObject({ enabled: false });
    await stripe.payOpenInvoice(subscriptionId);
    expect(await status()).toBe('active');
    expect((await currentPlan(team.ownerToken)).organization_plan?.status).toBe('active');
  });

  it('moves a trial that ended without payment to free', async () => {
    const team = await createTeamWithMember(server);
    server.clock.advance(15 * dayMs);
    await enforceBillingDeadlines(server.context);
    expect(await currentPlan(team.ownerToken)).toMatchObject({
      plan: 'free',
      organization_plan: { status: 'active' },
    });
    const feature = await server.api('GET', '/api/plans/features/external_docs', { token: team.ownerToken });
    expect(feature.body).toEqual({ feature: 'external_docs', enabled: false, plan: 'free' });
  });

  it("starts the free plan's next 30-day period with the pull-request count at zero", async () => {
    const team = await createTeamWithMember(server);
    server.clock.advance(15 * dayMs);
    await enforceBillingDeadlines(server.context);
    // Read from the database: the sessions run out long before the clock here stops.
    const plan = async () => {
      const row = await findOrganizationPlan(server.context.db, team.organizationId);
      return {
        count: row?.currentPrCount,
        startsAt: row?.periodStartsAt?.getTime() ?? 0,
        endsAt: row?.periodEndsAt?.getTime() ?? 0,
      };
    };
    const first = await plan();
    expect(first.endsAt - first.startsAt).toBe(30 * dayMs);
    for (let count = 0; count < 3; count += 1)
      await recordPullRequestAnalysis(server.context.db, team.organizationId, server.clock.now());
    expect((await plan()).count).toBe(3);

    server.clock.advance(29 * dayMs);
    await enforceBillingDeadlines(server.context);
    expect((await plan()).count).toBe(3);

    server.clock.advance(2 * dayMs);
    await enforceBillingDeadlines(server.context);
    const second = await plan();
    expect(second).toEqual({ count: 0, startsAt: first.endsAt, endsAt: first.endsAt + 30 * dayMs });

    // After a long pause (no hourly runs), the new period is the one that contains now, back to back.
    server.clock.advance(65 * dayMs);
    await enforceBillingDeadlines(server.context);
    const third = await plan();
    expect(third.startsAt).toBe(second.endsAt + 30 * dayMs);
    expect(third.startsAt).toBeLessThanOrEqual(server.clock.now().getTime());
    expect(third.endsAt).toBeGreaterThan(server.clock.now().getTime());
  });

  it('keeps each organization to its own members, usage and invoices', async () => {
    const teamA = await createTeamWithMember(server);
    const teamB = await createTeamWithMember(server);
    await subscribeThroughCheckout(teamA, { plan_type: 'team', seat_count: 2 });
    const seat = await server.api('PUT', `/api/plans/members/${teamA.mateMember.id}/seat`, {
      token: teamB.ownerToken,
      body: { has_seat: false },
    });
    expect(seat.status).toBe(404);
    const members = await server.api<{ members: Array<{ id: string }> }>('GET', '/api/plans/members', {
      token: teamB.ownerToken,
    });
    expect(members.body.members.map((member) => member.id).sort()).toEqual(
      [teamB.ownerMember.id, teamB.mateMember.id].sort(),
    );
    const invoices = invoicesResponseSchema.parse(
      (await server.api('GET', '/api/plans/invoices', { token: teamB.ownerToken })).body,
    );
    expect(invoices.invoices).toEqual([]);
    const own = await server.api('PUT', `/api/plans/members/${teamA.mateMember.id}/seat`, {
      token: teamA.ownerToken,
      body: { has_seat: false },
    });
    expect(own.status, own.text).toBe(200);
  });
});
