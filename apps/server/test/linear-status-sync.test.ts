import {
  driftIssueListResponseSchema,
  driftIssueResponseSchema,
  type LiveEvent,
  linearIssueCreateResponseSchema,
  linearStatusResponseSchema,
} from '@driftwatch/contract';
import { listLinearSyncOrganizations } from '@driftwatch/db/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allJobs } from '../src/jobs/all-jobs.js';
import { syncLinearStatusesJob } from '../src/jobs/sync-linear-statuses-job.js';
import { syncLinearStatuses } from '../src/services/linear/sync-linear-statuses.js';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { connectLinear } from './support/fakes/linear/connect-linear.js';
import { type FakeLinear, startFakeLinear } from './support/fakes/linear/start-fake-linear.js';
import { connectScannedSample } from './support/sample-repository.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe('the scheduled Linear status sync', () => {
  let fake: FakeLinear;
  let server: TestServer;
  let owner: TeamMember;
  let stranger: TeamMember;
  /** Drift issue id -> its Linear issue id, for the three pushed. */
  const pushed = new Map<string, string>();

  const api = (method: string, path: string, body?: unknown) =>
    server.api(method, path, { token: owner.token, ...(body === undefined ? {} : { body }) });

  async function linearStatus(driftIssueId: string) {
    return driftIssueResponseSchema.parse((await api('GET', `/api/drift-issues/${driftIssueId}`)).body).data
      .linear_status;
  }

  function runJob() {
    return syncLinearStatusesJob.handler({}, server.context, {
      jobId: 'test',
      attempt: 1,
      isFinalAttempt: true,
    });
  }

  beforeAll(async () => {
    fake = await startFakeLinear();
    server = await startTestServer('pglite', { env: fake.env });
    owner = await createTeamMember(server);
    stranger = await createTeamMember(server, 'Grace Hopper');
    await connectScannedSample(server, owner.token);
    await connectScannedSample(server, stranger.token);
    expect(await connectLinear(server, fake, owner.token)).toContain('success=linear');
    const list = driftIssueListResponseSchema.parse((await api('GET', '/api/drift-issues?limit=3')).body);
    const [team] = fake.state.teams;
    for (const issue of list.data) {
      const response = await api('POST', '/api/integrations/linear/issues', {
        drift_issue_id: issue.id,
        team_id: team?.id,
      });
      expect(response.status, response.text).toBe(200);
      pushed.set(issue.id, linearIssueCreateResponseSchema.parse(response.body).issue.id);
    }
    expect(pushed.size).toBe(3);
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('runs every 15 minutes among the jobs, for organizations with pushed issues only', async () => {
    expect(allJobs).toContain(syncLinearStatusesJob);
    expect(syncLinearStatusesJob.cron).toBe('*/15 * * * *');
    const organizations = await listLinearSyncOrganizations(server.context.db);
    expect(organizations).toContain(owner.organizationId);
    expect(organizations).not.toContain(stranger.organizationId);
  });

  it('reads every pushed issue in one batched request and keeps the statuses that changed', async () => {
    const [first, second, third] = [...pushed.entries()];
    fake.state.moveIssue(first?.[1] ?? '', 'In Progress');
    fake.state.moveIssue(second?.[1] ?? '', 'Done');
    const events: LiveEvent[] = [];
    const unsubscribe = server.context.live.subscribe(owner.organizationId, (event) => events.push(event));
    fake.state.operations.length = 0;
    await runJob();
    unsubscribe();
    expect(fake.state.operations).toEqual(['issues']);
    expect(await linearStatus(first?.[0] ?? '')).toBe('In Progress');
    expect(await linearStatus(second?.[0] ?? '')).toBe('Done');
    expect(await linearStatus(third?.[0] ?? '')).toBe('Todo');
    const updated = events.flatMap((event) => (event.type === 'issue.updated' ? [event.issueId] : []));
    expect(updated.sort()).toEqual([first?.[0], second?.[0]].sort());
  });

  it('stops at Linear’s rate limit, says how long to wait, and goes on in the next run', async () => {
    const [first] = [...pushed.entries()];
    fake.state.moveIssue(first?.[1] ?? '', 'Canceled');
    fake.state.requestsBeforeRateLimit = 0;
    fake.state.rateLimitResetAt = Date.now() + 120_000;
    fake.state.operations.length = 0;
    const limited = await syncLinearStatuses(server.context, owner.organizationId);
    expect(limited.stoppedBy).toMatchObject({ reason: 'rate_limited' });
    const wait = limited.stoppedBy?.reason === 'rate_limited' ? limited.stoppedBy.retryAfterSeconds : 0;
    expect(wait).toBeGreaterThan(100);
    expect(wait).toBeLessThanOrEqual(120);
    // One refused request, no retry against a spent budget, and the integration still works.
    expect(fake.state.operations).toEqual(['issues']);
    expect(await linearStatus(first?.[0] ?? '')).toBe('In Progress');
    const status = linearStatusResponseSchema.parse(
      (await api('GET', '/api/integrations/linear/status')).body,
    );
    expect(status.status).toBe('connected');

    fake.state.requestsBeforeRateLimit = null;
    const next = await syncLinearStatuses(server.context, owner.organizationId);
    expect(next).toMatchObject({ checked: 3, changed: 1, stoppedBy: null });
    expect(await linearStatus(first?.[0] ?? '')).toBe('Canceled');
  });

  it('marks the integration as needing a reconnect when Linear revokes the token, and then skips it', async () => {
    fake.state.revokeEverything();
    const sweep = await syncLinearStatuses(server.context, owner.organizationId);
    expect(sweep.stoppedBy).toEqual({ reason: 'token_revoked' });
    const status = linearStatusResponseSchema.parse(
      (await api('GET', '/api/integrations/linear/status')).body,
    );
    expect(status).toMatchObject({ connected: false, status: 'broken' });
    expect(await listLinearSyncOrganizations(server.context.db)).not.toContain(owner.organizationId);
    fake.state.operations.length = 0;
    await runJob();
    expect(fake.state.operations).toEqual([]);
  });
});
