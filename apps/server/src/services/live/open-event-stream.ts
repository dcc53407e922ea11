import type { LiveEvent } from '@driftwatch/contract';
import { findLiveAccess } from '@driftwatch/db';
import type { FastifyReply } from 'fastify';
import type { ServerContext } from '../../server-context.js';
import type { StreamTicket } from './stream-ticket.js';

/** Comments keep proxies from closing an idle stream; each also re-checks the session and membership. */
const heartbeatMs = 20_000;

export interface OpenStreams {
  add(close: () => void): () => void;
  closeAll(): void;
}

export function createOpenStreams(): OpenStreams {
  const streams = new Set<() => void>();
  return {
    add(close) {
      streams.add(close);
      return () => streams.delete(close);
    },
    closeAll() {
      for (const close of [...streams]) close();
    },
  };
}

function frame(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** Events within this long of the last access check are sent without another query. */
const accessRecheckMs = 2_000;

export interface OpenEventStreamOptions {
  /** The response the stream takes over. */
  reply: FastifyReply;
  ticket: StreamTicket;
  /** The session's user, as found when the stream was opened. */
  userId: string;
  /** The server's open streams, which it closes when it shuts down. */
  streams: OpenStreams;
}

/**
 * Takes the response over and streams the organization's live events until the client leaves,
 * the session ends, the user stops being a member, or the server shuts down. Access is checked
 * again before events (at most every few seconds), on each heartbeat, and at once when any process
 * announces that this user lost access.
 */
export function openEventStream(
  context: ServerContext,
  { reply, ticket, userId, streams }: OpenEventStreamOptions,
): void {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  response.write(`retry: 5000\nevent: ready\ndata: {}\n\n`);
  let closed = false;
  let checkedAt = Date.now();
  // One queue keeps events in order while checks run.
  let queue = Promise.resolve();
  function enqueue(step: () => Promise<void>): void {
    queue = queue.then(step).catch(() => {});
  }

  /** False once access is gone (the stream is then closed); a database hiccup keeps the stream. */
  async function stillAllowed(force: boolean): Promise<boolean> {
    if (closed) return false;
    if (!force && Date.now() - checkedAt < accessRecheckMs) return true;
    const found = await findLiveAccess(
      context.db,
      ticket.sessionId,
      ticket.organizationId,
      context.clock.now(),
    ).then(
      (row) => row !== undefined,
      () => true,
    );
    checkedAt = Date.now();
    if (!found) close();
    return found && !closed;
  }

  const unsubscribe = context.live.subscribe(ticket.organizationId, (event) => {
    enqueue(async () => {
      if (await stillAllowed(false)) response.write(frame(event));
    });
  });
  const stopHearingAccess = context.live.onAccessChange((change) => {
    if (change.userId !== userId) return;
    if (change.organizationId !== undefined && change.organizationId !== ticket.organizationId) return;
    enqueue(async () => {
      await stillAllowed(true);
    });
  });
  const heartbeat = setInterval(() => {
    enqueue(async () => {
      if (await stillAllowed(true)) response.write(': heartbeat\n\n');
    });
  }, heartbeatMs);
  const forget = streams.add(() => close());
  function close(): void {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    stopHearingAccess();
    forget();
    response.end();
  }
  reply.request.raw.on('close', close);
}
