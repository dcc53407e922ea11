import {
  connectRepositoryResponseSchema,
  defaultMappingConfig,
  driftIssueListResponseSchema,
  repositoryListResponseSchema,
  scanListResponseSchema,
} from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember, waitFor } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe.each(testEngines())('repositories API on %s', (engine) => {
  let server: TestServer;
  let owner: TeamMember;
  let stranger: TeamMember;
  let repositoryId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await createTeamMember(server, 'Ada Lovelace');
    stranger = await createTeamMember(server, 'Mallory Stranger');
  });
  afterAll(async () => server?.close());

  it('offers the sample as available, then connects it with the defaults and scans it', async () => {
    const available = repositoryListResponseSchema.parse(
      (await server.api('GET', '/api/repositories?connected=false', { token: owner.token })).body,
    );
    expect(available.repositories.map((item) => item.connected === false && item.sampleName)).toContain(
      'acme-orders',
    );

    const response = await server.api('POST', '/api/repositories/sample', { token: owner.token, body: {} });
    expect(response.status).toBe(201);
    const connected = connectRepositoryResponseSchema.parse(response.body);
    repositoryId = connected.repository.id;
    expect(connected.message).toBe('Repository Connected');
    expect(connected.repository).toMatchObject({
      provider: 'git',
      connected: true,
      status: 'monitored',
      defaultBranch: 'main',
      mappingConfig: defaultMappingConfig,
      scanSchedule: { type: 'onPush', detectAPIChanges: true, detectBreaking: true, scanFrequency: 24 },
      nextScanAt: null,
    });
    expect(connected.scan?.status).toBe('queued');

    const scan = await waitFor(
      async () => {
        const list = scanListResponseSchema.parse(
          (await server.api('GET', `/api/repositories/${repositoryId}/scans`, { token: owner.token })).body,
        );
        const latest = list.scans[0];
        return latest && (latest.status === 'succeeded' || latest.status === 'failed') ? latest : undefined;
      },
      90_000,
      'the first scan',
    );
    expect(scan.error).toBeNull();
    expect(scan.status).toBe('succeeded');
    expect(scan.commitSha).toMatch(/^[0-9a-f]{40}$/);
    expect(scan.issuesCreated).toBeGreaterThan(0);
    expect(scan.durationMs).toBeGreaterThan(0);

    const issues = driftIssueListResponseSchema.parse(
      (await server.api('GET', '/api/drift-issues?limit=200', { token: owner.token })).body,
    );
    expect(issues.total).toBe(scan.issuesCreated);
    expect(new Set(issues.data.map((issue) => issue.key)).size).toBe(issues.total);
    expect(issues.data.map((issue) => issue.key)).toContain('DRIFT-1');
    expect(
      issues.data.every((issue) => issue.repository_id === repositoryId && issue.status === 'open'),
    ).toBe(true);
  }, 120_000);

  it('lists the connected repository with its drift status and no longer offers the sample', async () => {
    const list = repositoryListResponseSchema.parse(
      (await server.api('GET', '/api/repositories', { token: owner.token })).body,
    );
    const [first, ...rest] = list.repositories;
    expect(first).toMatchObject({
      id: repositoryId,
      connected: true,
      lastDriftStatus: 'driftDetected',
      language: 'TypeScript',
    });
    expect(rest.some((item) => item.connected === false && item.sampleName === 'acme-orders')).toBe(false);
    const again = await server.api('POST', '/api/repositories/sample', {
      token: owner.token,
      body: { name: 'acme-orders' },
    });
    expect(again.status).toBe(409);
  });

  it('keeps repositories of other organizations invisible', async () => {
    const list = repositoryListResponseSchema.parse(
      (await server.api('GET', '/api/repositories?connected=true', { token: stranger.token })).body,
    );
    expect(list.repositories).toEqual([]);
    for (const [method, suffix] of [
      ['DELETE', ''],
      ['GET', '/folders'],
      ['GET', '/detect'],
      ['GET', '/config/suggest'],
      ['GET', '/alerts'],
      ['GET', '/scans'],
      ['GET', '/notification-channels'],
      ['GET', '/doc-sources'],
    ] as const) {
      const response = await server.api(method, `/api/repositories/${repositoryId}${suffix}`, {
        token: stranger.token,
      });
      expect(response.status, `${method} ${suffix}`).toBe(404);
      expect(response.text).not.toContain('acme');
    }
    const scan = await server.api('POST', `/api/repositories/${repositoryId}/scan`, {
      token: stranger.token,
      body: {},
    });
    expect(scan.status).toBe(404);
    const config = await server.api('PUT', `/api/repositories/${repositoryId}/config`, {
      token: stranger.token,
      body: { scanFrequency: 12 },
    });
    expect(config.status).toBe(404);
    const issues = driftIssueListResponseSchema.parse(
      (await server.api('GET', '/api/drift-issues', { token: stranger.token })).body,
    );
    expect(issues.total).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expect((await server.api('GET', '/api/repositories')).status).toBe(401);
    expect((await server.api('GET', '/api/drift-issues')).status).toBe(401);
  });
});
