import type { LiveEvent } from '@driftwatch/contract';
import { isSessionActive } from '@driftwatch/db';
import type { FastifyReply } from 'fastify';
import type { ServerContext } from '../../server-context.js';
import type { StreamTicket } from './stream-ticket.js';

/** Comments keep proxies from closing an idle stream; each also re-checks the session. */
export const heartbeatMs = 20_000;

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

/**
 * Takes the response over and streams the organization's live events until the client leaves,
 * the session ends, or the server shuts down.
 */
export function openEventStream(
  context: ServerContext,
  reply: FastifyReply,
  ticket: StreamTicket,
  streams: OpenStreams,
  options: { heartbeatMs?: number } = {},
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
  const unsubscribe = context.live.subscribe(ticket.organizationId, (event) => {
    response.write(frame(event));
  });
  const heartbeat = setInterval(() => {
    isSessionActive(context.db, ticket.sessionId, context.clock.now()).then(
      (active) => (active ? response.write(': heartbeat\n\n') : close()),
      () => response.write(': heartbeat\n\n'),
    );
  }, options.heartbeatMs ?? heartbeatMs);
  let closed = false;
  const forget = streams.add(() => close());
  function close(): void {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    forget();
    response.end();
  }
  reply.request.raw.on('close', close);
}
