import { type LiveEvent, liveEventSchema, liveTicketResponseSchema } from '@driftwatch/contract';
import { wrapPostgresPool } from '@driftwatch/db';
import { createTestDatabase, type TestDatabase, testEngines } from '@driftwatch/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveBus } from '../src/services/live/create-live-bus.js';
import { createTeamMember, type TeamMember, waitFor } from './support/accounts.js';
import { createGitRepository } from './support/git-fixture.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

/** Reads an SSE response into parsed events until aborted. */
function collectEvents(response: Response): { events: LiveEvent[]; comments: string[] } {
  const collected = { events: [] as LiveEvent[], comments: [] as string[] };
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = async (): Promise<void> => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        const event = frame.split('\n').find((line) => line.startsWith('event: '));
        if (data && event && event !== 'event: ready')
          collected.events.push(liveEventSchema.parse(JSON.parse(data.slice(6))));
        end = buffer.indexOf('\n\n');
      }
    }
  };
  void pump();
  return collected;
}

describe('live events stream (PGlite)', () => {
  let server: TestServer;
  let owner: TeamMember;
  let stranger: TeamMember;
  const aborts: AbortController[] = [];

  async function openStream(member: TeamMember) {
    const ticket = liveTicketResponseSchema.parse(
      (await server.api('POST', '/api/live/ticket', { token: member.token })).body,
    );
    const abort = new AbortController();
    aborts.push(abort);
    const response = await fetch(`${server.url}${ticket.url}`, { signal: abort.signal });
    return { response, collected: collectEvents(response) };
  }

  beforeAll(async () => {
    server = await startTestServer('pglite');
    owner = await createTeamMember(server, 'Ada Lovelace');
    stranger = await createTeamMember(server, 'Mallory Stranger');
  });
  afterAll(async () => {
    for (const abort of aborts) abort.abort();
    await server?.close();
  });

  it('needs a valid ticket, which needs a signed-in user', async () => {
    expect((await server.api('POST', '/api/live/ticket')).status).toBe(401);
    expect((await server.api('GET', '/api/live/events?ticket=forged.ticket')).status).toBe(401);
    expect((await server.api('GET', '/api/live/events')).status).toBe(422);
    const ticket = liveTicketResponseSchema.parse(
      (await server.api('POST', '/api/live/ticket', { token: owner.token })).body,
    );
    expect(ticket.ticket).not.toContain(owner.token);
    const tampered = `${ticket.ticket.slice(0, -2)}xx`;
    expect((await server.api('GET', `/api/live/events?ticket=${encodeURIComponent(tampered)}`)).status).toBe(
      401,
    );
    server.clock.advance(61_000);
    expect((await server.api('GET', ticket.url)).status).toBe(401);
    server.clock.advance(-61_000);
  });

  it("streams the organization's scan and issue events, and nothing of other organizations", async () => {
    const mine = await openStream(owner);
    const theirs = await openStream(stranger);
    expect(mine.response.headers.get('content-type')).toContain('text/event-stream');
    const fixture = await createGitRepository({
      'README.md': '# Shop\n\nUse `createOrder(items, coupon)` to place an order.\n',
      'src/orders.ts': 'export function createOrder(items: string[]) { return items.length; }\n',
    });
    const connected = await server.api<{ repository: { id: string } }>('POST', '/api/repositories', {
      token: owner.token,
      body: { provider: 'git', url: fixture.dir },
    });
    expect(connected.status).toBe(201);
    const finished = await waitFor(
      async () => mine.collected.events.find((event) => event.type === 'scan.finished'),
      60_000,
      'scan.finished',
    );
    expect(finished).toMatchObject({ status: 'succeeded', repositoryId: connected.body.repository.id });
    const types = mine.collected.events.map((event) => event.type);
    expect(types).toContain('scan.started');
    expect(types).toContain('scan.progress');
    expect(types).toContain('issue.created');
    expect(types.indexOf('scan.started')).toBeLessThan(types.indexOf('scan.finished'));

    const created = mine.collected.events.find((event) => event.type === 'issue.created');
    if (created?.type !== 'issue.created') throw new Error('no issue event');
    await server.api('PATCH', `/api/drift-issues/${created.issueId}/status`, {
      token: owner.token,
      body: { status: 'ignored' },
    });
    const updated = await waitFor(
      async () => mine.collected.events.find((event) => event.type === 'issue.updated'),
      10_000,
      'issue.updated',
    );
    expect(updated).toMatchObject({ issueId: created.issueId, status: 'ignored' });
    expect(theirs.collected.events).toEqual([]);
  }, 90_000);
});

describe.runIf(testEngines().includes('postgres'))('live events across processes (PostgreSQL)', () => {
  let database: TestDatabase;
  let otherPool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    otherPool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
  });
  afterAll(async () => {
    await otherPool?.end();
    await database?.destroy();
  });

  it('delivers an event published by one process to the streams of another', async () => {
    const worker = await createLiveBus(database.handle);
    const web = await createLiveBus(wrapPostgresPool(otherPool));
    const received: LiveEvent[] = [];
    const unsubscribe = web.subscribe('org-1', (event) => received.push(event));
    web.subscribe('org-2', () => {
      throw new Error('another organization must not hear this');
    });
    const event: LiveEvent = {
      type: 'repository.updated',
      repositoryId: crypto.randomUUID(),
      at: new Date().toISOString(),
    };
    await worker.publish('org-1', event);
    await waitFor(async () => (received.length > 0 ? true : undefined), 5_000, 'the event');
    expect(received).toEqual([event]);
    unsubscribe();
    await worker.close();
    await web.close();
  });
});
