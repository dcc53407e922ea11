import { type LiveEvent, liveEventSchema } from '@driftwatch/contract';
import { liveAccessChannel } from '@driftwatch/db';
import type pg from 'pg';
import { z } from 'zod';
import { LiveListeners } from './create-in-process-live-bus.js';
import { LiveAccessListeners } from './live-access-listeners.js';
import type { LiveBus } from './live-bus.js';

/** The channel every Driftwatch process listens on; payloads name their organization. */
const liveChannel = 'driftwatch_live';

const envelopeSchema = z.object({ organizationId: z.string(), event: liveEventSchema });

export interface ReconnectOptions {
  /** First wait after the LISTEN connection is lost; doubled on each failed attempt. */
  initialDelayMs: number;
  maxDelayMs: number;
}

const defaultReconnect: ReconnectOptions = { initialDelayMs: 250, maxDelayMs: 10_000 };

/**
 * LISTEN/NOTIFY on one dedicated connection of the pool. Every process hears every event and hands
 * it to its own streams of that organization, so a scan in a worker reaches the web process.
 * When that connection is lost (the database restarted, the backend was terminated), it is replaced
 * with backoff and listens again; streams stay subscribed and receive the events sent after that.
 */
export async function createPostgresLiveBus(
  pool: pg.Pool,
  onError: (error: unknown) => void = () => {},
  reconnect: ReconnectOptions = defaultReconnect,
): Promise<LiveBus> {
  const listeners = new LiveListeners();
  const accessListeners = new LiveAccessListeners();
  let client: pg.PoolClient | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = reconnect.initialDelayMs;

  const onNotification = (message: pg.Notification) => {
    if (!message.payload) return;
    try {
      if (message.channel === liveAccessChannel) accessListeners.deliverPayload(message.payload);
      if (message.channel !== liveChannel) return;
      const envelope = envelopeSchema.parse(JSON.parse(message.payload));
      listeners.deliver(envelope.organizationId, envelope.event);
    } catch (error) {
      onError(error);
    }
  };

  function lose(lost: pg.PoolClient, error?: unknown): void {
    if (error !== undefined) onError(error);
    if (client !== lost) return;
    client = null;
    // A broken connection must not go back to the pool.
    lost.release(true);
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen().then(
        () => {
          delayMs = reconnect.initialDelayMs;
        },
        (error: unknown) => {
          onError(error);
          delayMs = Math.min(delayMs * 2, reconnect.maxDelayMs);
          scheduleReconnect();
        },
      );
    }, delayMs);
  }

  // Idle pooled connections are watched by the database handle; this one is checked out for good.
  async function listen(): Promise<void> {
    const next = await pool.connect();
    next.on('notification', onNotification);
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next));
    try {
      await next.query(`LISTEN ${liveChannel}`);
      await next.query(`LISTEN ${liveAccessChannel}`);
    } catch (error) {
      next.release(true);
      throw error;
    }
    if (closed) {
      next.release(true);
      return;
    }
    client = next;
  }

  await listen();
  return {
    async publish(organizationId: string, event: LiveEvent) {
      // NOTIFY payloads are limited to 8000 bytes; events are small by design.
      await pool.query('SELECT pg_notify($1, $2)', [liveChannel, JSON.stringify({ organizationId, event })]);
    },
    subscribe: (organizationId, listener) => listeners.add(organizationId, listener),
    onAccessChange: (listener) => accessListeners.add(listener),
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      accessListeners.clear();
      const current = client;
      client = null;
      if (!current) return;
      current.off('notification', onNotification);
      await current.query(`UNLISTEN *`).catch(() => {});
      current.release();
    },
  };
}
