import {
  createOrganizationResponseSchema,
  inviteMemberResponseSchema,
  type LiveEvent,
  liveTicketResponseSchema,
  organizationDetailsResponseSchema,
} from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmSignUp, setSeats, signUpUser, uniqueEmail, waitFor } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

interface OpenStream {
  frames: string[];
  ended: boolean;
}

/** Reads an SSE response's raw frames until the server ends it or the test aborts it. */
function readStream(response: Response): OpenStream {
  const stream: OpenStream = { frames: [], ended: false };
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      stream.frames.push(...decoder.decode(value, { stream: true }).split('\n\n').filter(Boolean));
    }
    stream.ended = true;
  })();
  return stream;
}

function repositoryEvent(): LiveEvent {
  return { type: 'repository.updated', repositoryId: crypto.randomUUID(), at: new Date().toISOString() };
}

describe.each(testEngines())('who may keep a live stream, on %s', (engine) => {
  let server: TestServer;
  const aborts: AbortController[] = [];
  beforeAll(async () => {
    server = await startTestServer(engine, { workers: false });
  });
  afterAll(async () => {
    for (const abort of aborts) abort.abort();
    await server?.close();
  });

  async function ticketFor(token: string) {
    return liveTicketResponseSchema.parse((await server.api('POST', '/api/live/ticket', { token })).body);
  }

  async function open(url: string): Promise<{ status: number; stream: OpenStream | null }> {
    const abort = new AbortController();
    aborts.push(abort);
    const response = await fetch(`${server.url}${url}`, { signal: abort.signal });
    if (response.status !== 200) return { status: response.status, stream: null };
    return { status: 200, stream: readStream(response) };
  }

  async function openStream(token: string): Promise<OpenStream> {
    const { stream } = await open((await ticketFor(token)).url);
    if (!stream) throw new Error('the stream did not open');
    await waitFor(async () => (stream.frames.length > 0 ? true : undefined), 5_000, 'the ready frame');
    return stream;
  }

  async function teamWithMember() {
    const owner = await signUpUser(server);
    const created = await server.api('POST', '/api/teams/organizations', {
      token: owner.token,
      body: { name: 'Streams' },
    });
    const organizationId = createOrganizationResponseSchema.parse(created.body).organization.id;
    await setSeats(server, owner.token, 2);
    const email = uniqueEmail('mate');
    const invited = await server.api('POST', `/api/teams/organizations/${organizationId}/invite`, {
      token: owner.token,
      body: { email, role: 'member' },
    });
    const invitationToken = inviteMemberResponseSchema.parse(invited.body).invitation.token ?? '';
    await server.api('POST', '/api/auth/signup', {
      body: { name: 'Mate', email, password: 'secret1', confirmPassword: 'secret1', invitationToken },
    });
    const mateToken = (await confirmSignUp(server, email)).token;
    const details = organizationDetailsResponseSchema.parse(
      (await server.api('GET', `/api/teams/organizations/${organizationId}`, { token: owner.token })).body,
    );
    const mate = details.members.find((member) => member.email === email);
    if (!mate) throw new Error('the member is missing');
    return { owner, organizationId, mateToken, mateMemberId: mate.id };
  }

  it('opens one stream per ticket', async () => {
    const owner = await signUpUser(server);
    await server.api('POST', '/api/teams/organizations', { token: owner.token, body: { name: 'Once' } });
    const ticket = await ticketFor(owner.token);
    expect((await open(ticket.url)).status).toBe(200);
    expect((await open(ticket.url)).status).toBe(401);
    expect((await open((await ticketFor(owner.token)).url)).status).toBe(200);
  });

  it("closes a removed member's stream at once and sends it nothing more", async () => {
    const team = await teamWithMember();
    const ownerStream = await openStream(team.owner.token);
    const mateStream = await openStream(team.mateToken);
    await server.context.live.publish(team.organizationId, repositoryEvent());
    await waitFor(
      async () =>
        mateStream.frames.some((frame) => frame.includes('repository.updated')) ? true : undefined,
      5_000,
      'the first event on the member stream',
    );

    const removed = await server.api(
      'DELETE',
      `/api/teams/organizations/${team.organizationId}/members/${team.mateMemberId}`,
      { token: team.owner.token },
    );
    expect(removed.status).toBe(200);
    // Well before the 20-second heartbeat: the removal itself closes the stream.
    await waitFor(async () => (mateStream.ended ? true : undefined), 3_000, 'the member stream to close');
    const seenByMate = mateStream.frames.length;

    await server.context.live.publish(team.organizationId, repositoryEvent());
    await waitFor(
      async () =>
        ownerStream.frames.filter((frame) => frame.includes('repository.updated')).length === 2
          ? true
          : undefined,
      5_000,
      'the second event on the owner stream',
    );
    expect(ownerStream.ended).toBe(false);
    expect(mateStream.frames.length).toBe(seenByMate);
  });

  it('closes the streams of a session at once when it signs out', async () => {
    const team = await teamWithMember();
    const mateStream = await openStream(team.mateToken);
    const ownerStream = await openStream(team.owner.token);
    expect((await server.api('POST', '/api/auth/signout', { token: team.mateToken })).status).toBe(200);
    await waitFor(async () => (mateStream.ended ? true : undefined), 3_000, 'the signed-out stream to close');
    expect(ownerStream.ended).toBe(false);
  });
});
