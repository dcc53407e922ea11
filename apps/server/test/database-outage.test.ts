import { createServer } from 'node:net';
import { errorResponseSchema, type LiveEvent, liveTicketResponseSchema } from '@driftwatch/contract';
import { wrapPostgresPool } from '@driftwatch/db';
import { createTestDatabase, type TestDatabase, testEngines } from '@driftwatch/db/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/build-server.js';
import { loadConfig } from '../src/config/load-config.js';
import { createTeamMember, type TeamMember, waitFor } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

/** A local port nothing listens on: connecting to it fails the way a stopped database does. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('while the database is down', () => {
  let app: FastifyInstance;
  let pool: pg.Pool;
  let working: TestDatabase;
  beforeAll(async () => {
    working = await createTestDatabase('pglite');
    pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/postgres` });
    const config = await loadConfig({
      DRIFTWATCH_DATA_DIR: '/tmp/driftwatch-outage-unused',
      DRIFTWATCH_SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
      LOG_LEVEL: 'silent',
    });
    // The job queue and the live bus start on a working database, as they did before the outage;
    // every query a request makes goes to the one that is down.
    const database = { ...working.handle, db: wrapPostgresPool(pool).db };
    app = await buildServer({ config, database, logger: false, runWorkers: false });
  });
  afterAll(async () => {
    await app?.close();
    await pool?.end();
    await working?.destroy();
  });

  it('answers 503 in the error format, not 500', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/user/profile', headers: { authorization: 'Bearer some-token' } },
      {
        method: 'POST' as const,
        url: '/api/auth/signin',
        payload: { email: 'a@example.com', password: 'x' },
      },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(errorResponseSchema.parse(response.json()).error).toMatchObject({
        code: 'REQUEST_FAILED',
        message:
          'The service is temporarily unavailable: its database cannot be reached. Please try again in a moment.',
        details: { reason: 'service_unavailable' },
      });
    }
  });
});

describe.runIf(testEngines().includes('postgres'))(
  'live events after the database drops the LISTEN connection',
  () => {
    let server: TestServer;
    let member: TeamMember;
    const aborts: AbortController[] = [];
    beforeAll(async () => {
      server = await startTestServer('postgres', { workers: false });
      member = await createTeamMember(server);
    });
    afterAll(async () => {
      for (const abort of aborts) abort.abort();
      await server?.close();
    });

    async function listenBackends(): Promise<number[]> {
      const result = await server.database.handle.executeSql(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'",
      );
      return result.rows.map((row) => Number(row.pid));
    }

    async function openStream(): Promise<string[]> {
      const ticket = liveTicketResponseSchema.parse(
        (await server.api('POST', '/api/live/ticket', { token: member.token })).body,
      );
      const abort = new AbortController();
      aborts.push(abort);
      const response = await fetch(`${server.url}${ticket.url}`, { signal: abort.signal });
      expect(response.status).toBe(200);
      const frames: string[] = [];
      const reader = response.body?.getReader();
      const decoder = new TextDecoder();
      void (async () => {
        for (;;) {
          const chunk = await reader?.read().catch(() => undefined);
          if (!chunk || chunk.done) return;
          frames.push(decoder.decode(chunk.value, { stream: true }));
        }
      })();
      return frames;
    }

    it('listens again, and a new stream (and the old one) receive the next events', async () => {
      const before = await openStream();
      const [backend] = await listenBackends();
      if (backend === undefined) throw new Error('no LISTEN connection');
      await server.database.handle.executeSql('SELECT pg_terminate_backend($1)', [backend]);
      await waitFor(
        async () => {
          const now = await listenBackends();
          return now.length > 0 && !now.includes(backend) ? true : undefined;
        },
        10_000,
        'a new LISTEN connection',
      );

      const after = await openStream();
      const event: LiveEvent = {
        type: 'repository.updated',
        repositoryId: crypto.randomUUID(),
        at: new Date().toISOString(),
      };
      await server.context.live.publish(member.organizationId, event);
      for (const frames of [after, before]) {
        await waitFor(
          async () => (frames.join('').includes(event.repositoryId) ? true : undefined),
          5_000,
          'the event after reconnecting',
        );
      }
    });
  },
);
