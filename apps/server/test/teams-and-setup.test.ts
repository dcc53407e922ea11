import {
  createOrganizationResponseSchema,
  currentPlanResponseSchema,
  errorResponseSchema,
  listOrganizationsResponseSchema,
  organizationDetailsResponseSchema,
  organizationStatusResponseSchema,
  plansResponseSchema,
  profileResponseSchema,
  publicPlansResponseSchema,
  setupStateResponseSchema,
} from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe.each(testEngines())('teams, setup and plans on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function createTeam(token: string, name = 'Acme Documentation Team') {
    const response = await server.api('POST', '/api/teams/organizations', {
      token,
      body: { name, new_team_tier: 'team_pro' },
    });
    expect(response.status).toBe(201);
    return createOrganizationResponseSchema.parse(response.body).organization;
  }

  it('walks the setup wizard from team to done', async () => {
    const { token } = await signUpUser(server);
    const initial = await server.api('GET', '/api/setup/state', { token });
    expect(setupStateResponseSchema.parse(initial.body)).toEqual({
      currentStep: 'team',
      organization_id: null,
      githubAppConfigured: false,
      githubAppInstallUrl: null,
      githubAppMissingConfig: [
        'GITHUB_APP_ID',
        'GITHUB_APP_PRIVATE_KEY',
        'GITHUB_APP_WEBHOOK_SECRET',
        'GITHUB_APP_SLUG',
      ],
    });
    const tooEarly = await server.api('POST', '/api/setup/advance', {
      token,
      body: { step: 'github_app', action: 'skip' },
    });
    expect(tooEarly.status).toBe(409);

    const organization = await createTeam(token);
    expect(organization).toMatchObject({ name: 'Acme Documentation Team', slug: 'acme-documentation-team' });
    const afterTeam = setupStateResponseSchema.parse(
      (await server.api('GET', '/api/setup/state', { token })).body,
    );
    expect(afterTeam).toMatchObject({ currentStep: 'github_app', organization_id: organization.id });

    const jump = await server.api('POST', '/api/setup/advance', {
      token,
      body: { step: 'integrations', action: 'next' },
    });
    expect(jump.status).toBe(409);

    const skipGithub = await server.api('POST', '/api/setup/advance', {
      token,
      body: { step: 'github_app', action: 'skip' },
    });
    expect(setupStateResponseSchema.parse(skipGithub.body).currentStep).toBe('integrations');
    const repeated = await server.api('POST', '/api/setup/advance', {
      token,
      body: { step: 'github_app', action: 'next' },
    });
    expect(setupStateResponseSchema.parse(repeated.body).currentStep).toBe('integrations');

    const done = await server.api('POST', '/api/setup/advance', {
      token,
      body: { step: 'integrations', action: 'skip' },
    });
    expect(setupStateResponseSchema.parse(done.body).currentStep).toBe('done');

    const badStep = await server.api('POST', '/api/setup/advance', {
      token,
      body: { step: 'team', action: 'next' },
    });
    expect(badStep.status).toBe(422);
  });

  it('makes the creator owner on a 14-day trial of the team plan', async () => {
    const { token } = await signUpUser(server);
    const organization = await createTeam(token, 'Trial Co');
    expect(organization.subscription_tier).toBe('team');

    const profile = profileResponseSchema.parse(
      (await server.api('GET', '/api/user/profile', { token })).body,
    );
    expect(profile.user).toMatchObject({
      role: 'owner',
      is_in_organization: true,
      can_manage_team: true,
      organization_id: organization.id,
    });

    const current = currentPlanResponseSchema.parse(
      (await server.api('GET', '/api/plans/current', { token })).body,
    );
    expect(current.plan).toBe('team');
    expect(current.organization_plan?.status).toBe('trialing');
    const trialEnd = new Date(current.organization_plan?.trial_ends_at ?? 0).getTime();
    expect(Math.round((trialEnd - Date.now()) / 86_400_000)).toBe(14);

    const status = organizationStatusResponseSchema.parse(
      (await server.api('GET', `/api/teams/organizations/${organization.id}/status`, { token })).body,
    );
    expect(status).toMatchObject({ status: 'active', is_suspended: false, member_count: 1 });
    expect(status.trial).toMatchObject({ is_active: true, days_remaining: 14 });

    const list = listOrganizationsResponseSchema.parse(
      (await server.api('GET', '/api/teams/organizations', { token })).body,
    );
    expect(list.organizations.map((org) => org.id)).toEqual([organization.id]);

    const details = organizationDetailsResponseSchema.parse(
      (await server.api('GET', `/api/teams/organizations/${organization.id}`, { token })).body,
    );
    expect(details.members).toEqual([
      expect.objectContaining({ role: 'owner', status: 'active', has_seat: true, name: 'Ada Lovelace' }),
    ]);
    expect(details.invitations).toEqual([]);

    const second = await server.api('POST', '/api/teams/organizations', { token, body: { name: 'Another' } });
    expect(second.status).toBe(409);
    expect(errorResponseSchema.parse(second.body).error.details?.reason).toBe('already_in_organization');
  });

  it('creates one team when the create request is sent twice at once', async () => {
    const { token } = await signUpUser(server);
    const responses = await Promise.all(
      ['Twin A', 'Twin B'].map((name) =>
        server.api('POST', '/api/teams/organizations', { token, body: { name } }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const list = listOrganizationsResponseSchema.parse(
      (await server.api('GET', '/api/teams/organizations', { token })).body,
    );
    expect(list.organizations).toHaveLength(1);
  });

  it('keeps user B out of organization A', async () => {
    const alice = await signUpUser(server);
    const bob = await signUpUser(server);
    const orgA = await createTeam(alice.token, 'Org A');
    await createTeam(bob.token, 'Org B');

    for (const path of [
      `/api/teams/organizations/${orgA.id}`,
      `/api/teams/organizations/${orgA.id}/status`,
    ]) {
      const response = await server.api('GET', path, { token: bob.token });
      expect(response.status).toBe(404);
      expect(errorResponseSchema.parse(response.body).error.code).toBe('NOT_FOUND');
    }
    const bobList = listOrganizationsResponseSchema.parse(
      (await server.api('GET', '/api/teams/organizations', { token: bob.token })).body,
    );
    expect(bobList.organizations.map((org) => org.id)).not.toContain(orgA.id);

    // Bob's setup steps move Bob's organization, never Alice's.
    await server.api('POST', '/api/setup/advance', {
      token: bob.token,
      body: { step: 'github_app', action: 'skip' },
    });
    const aliceState = setupStateResponseSchema.parse(
      (await server.api('GET', '/api/setup/state', { token: alice.token })).body,
    );
    expect(aliceState.currentStep).toBe('github_app');

    const takenSlug = await server.api('POST', '/api/teams/organizations', {
      token: (await signUpUser(server)).token,
      body: { name: 'Copycat', slug: orgA.slug },
    });
    expect(takenSlug.status).toBe(409);

    const malformedId = await server.api('GET', '/api/teams/organizations/not-a-uuid', { token: bob.token });
    expect(malformedId.status).toBe(404);
    expect((await server.api('GET', `/api/teams/organizations/${orgA.id}`)).status).toBe(401);
  });

  it('lists the public plans without auth', async () => {
    const response = await server.api('GET', '/api/plans/public');
    expect(response.status).toBe(200);
    const { plans } = publicPlansResponseSchema.parse(response.body);
    expect(plans.map((plan) => [plan.type, plan.monthly_price_per_seat, plan.popular])).toEqual([
      ['free', 0, false],
      ['team', 1900, true],
      ['pro', 3900, false],
    ]);
    expect(plans[1]?.features).toMatchObject({ pr_drift_checks: true, api_diff_detection: true });
  });

  it('reports the free plan for a user without an organization', async () => {
    const { token } = await signUpUser(server);
    const current = await server.api('GET', '/api/plans/current', { token });
    expect(current.body).toEqual({ plan: 'free', organization_plan: null, billing_enabled: false });
    const plans = plansResponseSchema.parse((await server.api('GET', '/api/plans', { token })).body).plans;
    expect(plans.filter((plan) => plan.current).map((plan) => plan.type)).toEqual(['free']);
    const { token: ownerToken } = await signUpUser(server);
    await createTeam(ownerToken, 'Plan Marker');
    const ownerPlans = plansResponseSchema.parse(
      (await server.api('GET', '/api/plans', { token: ownerToken })).body,
    );
    expect(ownerPlans.plans.filter((plan) => plan.current).map((plan) => plan.type)).toEqual(['team']);
    expect((await server.api('GET', '/api/plans')).status).toBe(401);
  });
});

describe('with a GitHub App configured', () => {
  it('exposes the install URL in the setup state', async () => {
    const server = await startTestServer('pglite', {
      env: {
        GITHUB_APP_ID: '1',
        GITHUB_APP_PRIVATE_KEY:
          '-----BEGIN RSA PRIVATE KEY-----\\nnot used here\\n-----END RSA PRIVATE KEY-----',
        GITHUB_APP_WEBHOOK_SECRET: 'secret',
        GITHUB_APP_SLUG: 'driftwatch-test',
      },
    });
    try {
      const { token } = await signUpUser(server);
      const state = setupStateResponseSchema.parse(
        (await server.api('GET', '/api/setup/state', { token })).body,
      );
      expect(state.githubAppConfigured).toBe(true);
      expect(state.githubAppInstallUrl).toBe('https://github.com/apps/driftwatch-test/installations/new');
    } finally {
      await server.close();
    }
  });
});
