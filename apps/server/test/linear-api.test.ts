import { randomUUID } from 'node:crypto';
import {
  driftIssueListResponseSchema,
  driftIssueResponseSchema,
  errorResponseSchema,
  integrationListResponseSchema,
  linearIssueCreateResponseSchema,
  linearIssueSyncResponseSchema,
  linearProjectsResponseSchema,
  linearStatusResponseSchema,
  linearTeamsResponseSchema,
  linearWebhookResponseSchema,
  providerConnectResponseSchema,
} from '@driftwatch/contract';
import { driftIssues } from '@driftwatch/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { connectLinear } from './support/fakes/linear/connect-linear.js';
import { deliverLinearWebhook } from './support/fakes/linear/send-linear-webhook.js';
import { type FakeLinear, startFakeLinear } from './support/fakes/linear/start-fake-linear.js';
import { connectScannedSample } from './support/sample-repository.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe('Linear: teams, projects, pushing drift issues once, sync and webhooks', () => {
  let fake: FakeLinear;
  let server: TestServer;
  let owner: TeamMember;
  let stranger: TeamMember;
  let issueIds: string[];
  let webhookUrl: string;

  beforeAll(async () => {
    fake = await startFakeLinear();
    server = await startTestServer('pglite', { env: fake.env });
    webhookUrl = `${server.url}/webhooks/linear`;
    owner = await createTeamMember(server);
    stranger = await createTeamMember(server, 'Grace Hopper');
    await connectScannedSample(server, owner.token);
    const list = driftIssueListResponseSchema.parse(
      (await server.api('GET', '/api/drift-issues?limit=50', { token: owner.token })).body,
    );
    issueIds = list.data.map((issue) => issue.id);
    expect(issueIds.length).toBeGreaterThanOrEqual(5);
    expect(await connectLinear(server, fake, owner.token)).toBe(
      'http://driftwatch.test/integrations?success=linear',
    );
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const api = (method: string, path: string, token: string, body?: unknown) =>
    server.api(method, path, { token, ...(body === undefined ? {} : { body }) });

  async function driftIssue(id: string) {
    return driftIssueResponseSchema.parse((await api('GET', `/api/drift-issues/${id}`, owner.token)).body)
      .data;
  }

  function team(key: string) {
    const found = fake.state.teams.find((item) => item.key === key);
    if (!found) throw new Error(`No team ${key}`);
    return found;
  }

  it('reports the connection per organization', async () => {
    const connected = linearStatusResponseSchema.parse(
      (await api('GET', '/api/integrations/linear/status', owner.token)).body,
    );
    expect(connected).toEqual({ connected: true, status: 'connected', missing_config: [] });
    const other = linearStatusResponseSchema.parse(
      (await api('GET', '/api/integrations/linear/status', stranger.token)).body,
    );
    expect(other).toEqual({ connected: false, status: null, missing_config: [] });
  });

  it('starts the OAuth flow with PKCE and refuses an unknown source', async () => {
    const started = await api('POST', '/api/integrations/linear/oauth/initiate', stranger.token, {});
    const url = new URL(providerConnectResponseSchema.parse(started.body).oauth_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const bad = await api('POST', '/api/integrations/linear/oauth/initiate', stranger.token, {
      source: 'elsewhere',
    });
    expect(bad.status).toBe(422);
  });

  it('lists teams, and a team’s projects with their state', async () => {
    const teams = linearTeamsResponseSchema.parse(
      (await api('GET', '/api/integrations/linear/teams', owner.token)).body,
    );
    expect(teams.teams.map((item) => item.key)).toEqual(['DOC', 'ENG']);
    const projects = linearProjectsResponseSchema.parse(
      (await api('GET', `/api/integrations/linear/projects?team_id=${team('ENG').id}`, owner.token)).body,
    );
    expect(projects.projects).toEqual([
      expect.objectContaining({ name: 'API v2', state: 'planned' }),
      expect.objectContaining({ name: 'Docs overhaul', state: 'started' }),
    ]);
    const missing = await api('GET', '/api/integrations/linear/projects', owner.token);
    expect(missing.status).toBe(422);
  });

  it('tells an organization without Linear to connect it first', async () => {
    const teams = await api('GET', '/api/integrations/linear/teams', stranger.token);
    expect(teams.status).toBe(409);
    expect(errorResponseSchema.parse(teams.body).error).toMatchObject({
      message: 'Please connect your Linear integration first',
      details: { reason: 'linear_not_connected' },
    });
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const before = fake.state.issueCreates.length;
    for (const body of [
      { drift_issue_id: issueIds[0], team_id: '' },
      { drift_issue_id: 'not-a-uuid', team_id: team('ENG').id },
      { drift_issue_id: issueIds[0], team_id: team('ENG').id, extra: true },
      { team_id: team('ENG').id },
    ]) {
      const answer = await api('POST', '/api/integrations/linear/issues', owner.token, body);
      expect(answer.status).toBe(422);
      expect(errorResponseSchema.parse(answer.body).error.details?.fields?.length).toBeGreaterThan(0);
    }
    expect(fake.state.issueCreates.length).toBe(before);
    expect((await driftIssue(issueIds[0] ?? '')).linear_issue_id).toBeNull();
  });

  it('gives the drift issue back when Linear refuses the team', async () => {
    const answer = await api('POST', '/api/integrations/linear/issues', owner.token, {
      drift_issue_id: issueIds[0],
      team_id: 'no-such-team',
    });
    expect(answer.status).toBe(400);
    expect(errorResponseSchema.parse(answer.body).error.message).toContain('Could not find referenced Team');
    expect((await driftIssue(issueIds[0] ?? '')).linear_issue_id).toBeNull();
  });

  it('creates one Linear issue with the drift’s evidence, and a second push returns it', async () => {
    const id = issueIds[0] ?? '';
    const project = fake.state.projects.find((item) => item.name === 'Docs overhaul');
    const pushed = await api('POST', '/api/integrations/linear/issues', owner.token, {
      drift_issue_id: id,
      team_id: team('ENG').id,
      project_id: project?.id,
    });
    expect(pushed.status, pushed.text).toBe(200);
    const first = linearIssueCreateResponseSchema.parse(pushed.body);
    const before = await driftIssue(id);
    expect(first).toMatchObject({
      success: true,
      created: true,
      issue: { identifier: 'ENG-1', state: 'Todo' },
      mapping: {
        drift_issue_id: id,
        linear_status: 'Todo',
        team_id: team('ENG').id,
        project_id: project?.id,
      },
    });
    const priorities = { critical: 1, high: 2, medium: 3, low: 4 };
    expect(first.issue.priority).toBe(priorities[before.severity]);
    const stored = fake.state.issues.get(first.issue.id);
    expect(stored?.title).toContain(before.key);
    expect(stored?.description).toContain('## What the documentation says');
    expect(stored?.description).toContain('## Evidence');
    expect(stored?.description).toContain(`http://driftwatch.test/drift-issues/${id}`);
    if (before.metadata.doc_claim) expect(stored?.description).toContain(before.metadata.doc_claim);
    expect(before).toMatchObject({
      linear_issue_id: first.issue.id,
      linear_issue_url: first.issue.url,
      linear_status: 'Todo',
    });

    const again = linearIssueCreateResponseSchema.parse(
      (
        await api('POST', '/api/integrations/linear/issues', owner.token, {
          drift_issue_id: id,
          team_id: team('DOC').id,
        })
      ).body,
    );
    expect(again).toMatchObject({ created: false, issue: { id: first.issue.id } });
    expect([...fake.state.issues.values()].filter((item) => item.title === stored?.title)).toHaveLength(1);

    const activity = await api('GET', `/api/drift-issues/${id}/activity`, owner.token);
    expect(activity.text).toContain('"tracker_pushed"');
    expect(activity.text).toContain('ENG-1');
  });

  it('creates a single Linear issue when two pushes race', async () => {
    const id = issueIds[1] ?? '';
    const before = fake.state.issues.size;
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        api('POST', '/api/integrations/linear/issues', owner.token, {
          drift_issue_id: id,
          team_id: team('ENG').id,
        }),
      ),
    );
    expect(fake.state.issues.size).toBe(before + 1);
    const created = answers.filter(
      (answer) => answer.status === 200 && linearIssueCreateResponseSchema.parse(answer.body).created,
    );
    expect(created).toHaveLength(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
  });

  it('reads the issue back when Linear created it but the answer was lost', async () => {
    const id = issueIds[2] ?? '';
    const before = fake.state.issues.size;
    fake.state.loseNextIssueCreateAnswer = true;
    const pushed = await api('POST', '/api/integrations/linear/issues', owner.token, {
      drift_issue_id: id,
      team_id: team('DOC').id,
    });
    expect(pushed.status, pushed.text).toBe(200);
    expect(linearIssueCreateResponseSchema.parse(pushed.body)).toMatchObject({
      created: true,
      issue: { identifier: 'DOC-1' },
    });
    expect(fake.state.issues.size).toBe(before + 1);
  });

  it('finishes a push whose server stopped before Linear answered, under the same issue id', async () => {
    const id = issueIds[3] ?? '';
    const abandonedId = randomUUID();
    await server.context.db
      .update(driftIssues)
      .set({
        linearIssueId: abandonedId,
        linearTeamId: team('ENG').id,
        linearSyncAt: new Date(Date.now() - 10 * 60 * 1000),
      })
      .where(eq(driftIssues.id, id));
    const pushed = await api('POST', '/api/integrations/linear/issues', owner.token, {
      drift_issue_id: id,
      team_id: team('DOC').id,
    });
    expect(pushed.status, pushed.text).toBe(200);
    expect(linearIssueCreateResponseSchema.parse(pushed.body).issue.id).toBe(abandonedId);
    expect(fake.state.issues.get(abandonedId)?.teamId).toBe(team('ENG').id);
  });

  it('keeps other organizations out', async () => {
    const id = issueIds[0] ?? '';
    const push = await api('POST', '/api/integrations/linear/issues', stranger.token, {
      drift_issue_id: id,
      team_id: team('ENG').id,
    });
    expect(push.status).toBe(404);
    const sync = await api('POST', `/api/integrations/linear/issues/${id}/sync`, stranger.token);
    expect(sync.status).toBe(404);
  });

  it('syncs the status Linear has now', async () => {
    const id = issueIds[0] ?? '';
    const linearId = (await driftIssue(id)).linear_issue_id ?? '';
    fake.state.moveIssue(linearId, 'In Progress');
    const synced = linearIssueSyncResponseSchema.parse(
      (await api('POST', `/api/integrations/linear/issues/${id}/sync`, owner.token)).body,
    );
    expect(synced.mapping.linear_status).toBe('In Progress');
    expect((await driftIssue(id)).linear_status).toBe('In Progress');
    const notPushed = await api('POST', `/api/integrations/linear/issues/${issueIds[4]}/sync`, owner.token);
    expect(notPushed.status).toBe(409);
  });

  it('applies a signed webhook once and refuses forged, stale and foreign ones', async () => {
    const id = issueIds[0] ?? '';
    const linearId = (await driftIssue(id)).linear_issue_id ?? '';

    const forged = await fake.moveIssue(webhookUrl, linearId, 'Canceled', { secret: 'not-the-secret' });
    expect(forged.status).toBe(401);
    const stale = await fake.moveIssue(webhookUrl, linearId, 'Canceled', { timestamp: Date.now() - 120_000 });
    expect(stale.status).toBe(401);
    const foreign = await fake.moveIssue(webhookUrl, linearId, 'Canceled', { organizationId: 'other-org' });
    expect(linearWebhookResponseSchema.parse(foreign.body).applied).toBe(false);
    expect((await driftIssue(id)).linear_status).toBe('In Progress');

    const done = await fake.moveIssue(webhookUrl, linearId, 'Done');
    expect(linearWebhookResponseSchema.parse(done.body)).toEqual({ received: true, applied: true });
    expect((await driftIssue(id)).linear_status).toBe('Done');

    fake.state.moveIssue(linearId, 'Todo');
    const replay = await deliverLinearWebhook(webhookUrl, done.raw, done.headers);
    expect(linearWebhookResponseSchema.parse(replay.body).applied).toBe(false);
    expect((await driftIssue(id)).linear_status).toBe('Done');
  });

  it('refreshes an expired access token and keeps working', async () => {
    fake.state.expireAccessTokens();
    const teams = await api('GET', '/api/integrations/linear/teams', owner.token);
    expect(teams.status).toBe(200);
    expect(fake.state.tokenRequests.at(-1)).toBe('refresh_token');

    const refreshes = fake.state.tokenRequests.length;
    server.clock.advance(24 * 60 * 60 * 1000);
    expect((await api('GET', '/api/integrations/linear/teams', owner.token)).status).toBe(200);
    expect(fake.state.tokenRequests.length).toBe(refreshes + 1);
    const list = await api('GET', '/api/integrations', owner.token);
    expect(list.text).not.toContain('lin_oauth_');
    expect(list.text).not.toContain('lin_refresh_');
  });

  it('marks the integration broken when Linear revokes the grant', async () => {
    fake.state.revokeEverything();
    const teams = await api('GET', '/api/integrations/linear/teams', owner.token);
    expect(teams.status).toBe(409);
    expect(errorResponseSchema.parse(teams.body).error.details?.reason).toBe('linear_token_revoked');
    const status = linearStatusResponseSchema.parse(
      (await api('GET', '/api/integrations/linear/status', owner.token)).body,
    );
    expect(status).toMatchObject({ connected: false, status: 'broken' });
    const list = integrationListResponseSchema.parse(
      (await api('GET', '/api/integrations', owner.token)).body,
    );
    expect(list.integrations.find((item) => item.platform === 'linear')?.status).toBe('broken');
  });
});

describe('Linear webhooks without a secret configured', () => {
  it('say which variable is missing', async () => {
    const server = await startTestServer('pglite', { workers: false });
    try {
      const answer = await server.api('POST', '/webhooks/linear', {
        rawBody: '{}',
        headers: { 'content-type': 'application/json', 'linear-signature': 'abc' },
      });
      expect(answer.status).toBe(409);
      expect(answer.text).toContain('LINEAR_WEBHOOK_SECRET');
    } finally {
      await server.close();
    }
  });
});
