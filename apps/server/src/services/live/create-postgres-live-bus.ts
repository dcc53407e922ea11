import { type LiveEvent, liveEventSchema } from '@driftwatch/contract';
import type pg from 'pg';
import { z } from 'zod';
import { LiveListeners } from './create-in-process-live-bus.js';
import type { LiveBus } from './live-bus.js';

/** The channel every Driftwatch process listens on; payloads name their organization. */
export const liveChannel = 'driftwatch_live';

const envelopeSchema = z.object({ organizationId: z.string(), event: liveEventSchema });

/**
 * LISTEN/NOTIFY on one dedicated connection of the pool. Every process hears every event and hands
 * it to its own streams of that organization, so a scan in a worker reaches the web process.
 */
export async function createPostgresLiveBus(
  pool: pg.Pool,
  onError: (error: unknown) => void = () => {},
): Promise<LiveBus> {
  const listeners = new LiveListeners();
  // Idle pooled connections are watched by the database handle; this one is checked out for good.
  const client = await pool.connect();
  const onNotification = (message: pg.Notification) => {
    if (message.channel !== liveChannel || !message.payload) return;
    try {
      const envelope = envelopeSchema.parse(JSON.parse(message.payload));
      listeners.deliver(envelope.organizationId, envelope.event);
    } catch (error) {
      onError(error);
    }
  };
  client.on('notification', onNotification);
  client.on('error', onError);
  await client.query(`LISTEN ${liveChannel}`);
  let closed = false;
  return {
    async publish(organizationId: string, event: LiveEvent) {
      // NOTIFY payloads are limited to 8000 bytes; events are small by design.
      await pool.query('SELECT pg_notify($1, $2)', [liveChannel, JSON.stringify({ organizationId, event })]);
    },
    subscribe: (organizationId, listener) => listeners.add(organizationId, listener),
    async close() {
      if (closed) return;
      closed = true;
      client.off('notification', onNotification);
      listeners.clear();
      await client.query(`UNLISTEN ${liveChannel}`).catch(() => {});
      client.release();
    },
  };
}
