import { type DriftIssueStatus, driftIssueTrendResponseSchema } from '@driftwatch/contract';
import { insertRepository } from '@driftwatch/db';
import {
  insertIssueWithHistory,
  type StatusChange,
  testEngines,
  testRepositoryRow,
} from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const dayMs = 86_400_000;

describe.each(testEngines())('drift issue trend API on %s', (engine) => {
  let server: TestServer;
  let owner: TeamMember;
  let stranger: TeamMember;
  let repositoryId: string;
  let otherRepositoryId: string;
  let strangerRepositoryId: string;
  /** UTC midnight of the server's today; the clock is moved to noon so no day ends mid-test. */
  let today: number;
  const day = (offset: number, hour = 12) => new Date(today + offset * dayMs + hour * 3_600_000);
  const isoDay = (offset: number) => new Date(today + offset * dayMs).toISOString().slice(0, 10);

  const trend = async (query: string, token = owner.token) =>
    server.api<{ error: { code: string; message: string; details?: { fields: unknown[] } } }>(
      'GET',
      `/api/drift-issues/trend${query}`,
      { token },
    );

  async function addRepository(member: TeamMember, name: string): Promise<string> {
    const repository = await insertRepository(
      server.database.handle.db,
      testRepositoryRow(member.organizationId, name),
    );
    return repository.id;
  }

  let number = 0;
  /** An issue detected at `created` that left open at `left` for `status`, with its activity. */
  async function issue(
    scope: { organizationId: string; repositoryId: string },
    created: Date,
    status: DriftIssueStatus = 'open',
    left: Date | null = null,
    ...later: StatusChange[]
  ): Promise<void> {
    number += 1;
    const changes: StatusChange[] = [[created, 'open']];
    if (left) changes.push([left, status]);
    await insertIssueWithHistory(server.database.handle.db, scope, number, [...changes, ...later]);
  }

  beforeAll(async () => {
    server = await startTestServer(engine, { workers: false });
    const now = server.clock.now().getTime();
    today = now - (now % dayMs);
    server.clock.advance(today + dayMs / 2 - now);
    owner = await createTeamMember(server, 'Grace Hopper');
    stranger = await createTeamMember(server, 'Oscar Outsider');
    repositoryId = await addRepository(owner, 'orders');
    otherRepositoryId = await addRepository(owner, 'billing');
    strangerRepositoryId = await addRepository(stranger, 'theirs');
    const main = { organizationId: owner.organizationId, repositoryId };
    // The 7-day window runs from day -6 to today (day 0).
    const theirs = { organizationId: stranger.organizationId, repositoryId: strangerRepositoryId };
    await issue(main, day(-20));
    await issue(main, day(-20), 'resolved', day(-10));
    await issue(main, day(-9), 'resolved', day(-4, 10));
    await issue(main, day(-5, 8));
    await issue(main, day(-5, 23), 'ignored', day(-2));
    await issue(main, day(-3, 9), 'resolved', day(-3, 17));
    await issue(main, day(-40), 'in_progress', day(-39));
    // Resolved in the window, then re-opened by a later scan: the row has lost its resolution.
    await issue(main, day(-30), 'resolved', day(-5, 12), [day(-3, 6), 'open']);
    await issue({ organizationId: owner.organizationId, repositoryId: otherRepositoryId }, day(-6, 0));
    await issue(theirs, day(-6));
    await issue(theirs, day(-1));
  }, 60_000);
  afterAll(async () => server?.close());

  it('counts open issues at the end of each day, and those created and resolved that day, re-openings included', async () => {
    const response = await trend('?days=7');
    expect(response.status).toBe(200);
    const body = driftIssueTrendResponseSchema.parse(response.body);
    expect(body).toMatchObject({ repository: null, days: 7, from: isoDay(-6), to: isoDay(0) });
    expect(body.points.map((point) => [point.date, point.open, point.created, point.resolved])).toEqual([
      [isoDay(-6), 5, 1, 0],
      [isoDay(-5), 6, 2, 1],
      [isoDay(-4), 5, 0, 1],
      [isoDay(-3), 6, 1, 1],
      [isoDay(-2), 5, 0, 0],
      [isoDay(-1), 5, 0, 0],
      [isoDay(0), 5, 0, 0],
    ]);
  });

  it('narrows to one repository of the organization', async () => {
    const body = driftIssueTrendResponseSchema.parse(
      (await trend(`?days=7&repositoryId=${repositoryId}`)).body,
    );
    expect(body.repository).toBe(repositoryId);
    expect(body.points.map((point) => point.open)).toEqual([4, 5, 4, 5, 4, 4, 4]);
    const all = driftIssueTrendResponseSchema.parse((await trend('?days=7&repositoryId=all')).body);
    expect(all.points[0]?.open).toBe(5);
  });

  it('covers the last 30 days by default, today included', async () => {
    const body = driftIssueTrendResponseSchema.parse((await trend('')).body);
    expect(body).toMatchObject({ days: 30, from: isoDay(-29), to: isoDay(0) });
    expect(body.points).toHaveLength(30);
    expect(body.points.map((point) => point.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => isoDay(i - 29)),
    );
    expect(body.points.reduce((sum, point) => sum + point.created, 0)).toBe(7);
  });

  it('refuses bad windows and ids with 422 in the error format', async () => {
    for (const query of ['?days=6', '?days=366', '?days=week', '?days=10.5', '?repositoryId=abc']) {
      const response = await trend(query);
      expect(response.status, query).toBe(422);
      expect(response.body.error.code, query).toBe('VALIDATION_ERROR');
      expect(response.body.error.details?.fields.length, query).toBeGreaterThan(0);
    }
    expect((await trend('?days=400')).body.error.message).toBe('days must be between 7 and 365');
  });

  it("never counts another organization's issues, and hides its repositories", async () => {
    const theirs = driftIssueTrendResponseSchema.parse((await trend('?days=7', stranger.token)).body);
    expect(theirs.points.map((point) => point.open)).toEqual([1, 1, 1, 1, 1, 2, 2]);
    const foreign = await trend(`?days=7&repositoryId=${repositoryId}`, stranger.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    expect((await trend(`?repositoryId=${strangerRepositoryId}`)).status).toBe(404);
    expect((await server.api('GET', '/api/drift-issues/trend')).status).toBe(401);
  });

  it('is described in the OpenAPI document with its query parameters', async () => {
    const document = await server.api<{
      paths: Record<string, { get?: { parameters?: Array<{ name: string; in: string }> } }>;
    }>('GET', '/api/openapi.json');
    const parameters = document.body.paths['/api/drift-issues/trend']?.get?.parameters ?? [];
    expect(parameters.map((parameter) => `${parameter.in}:${parameter.name}`).sort()).toEqual([
      'query:days',
      'query:repositoryId',
    ]);
  });
});
