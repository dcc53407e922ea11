import type { DatabaseHandle } from '@driftwatch/db';
import { createInProcessLiveBus } from './create-in-process-live-bus.js';
import { createPostgresLiveBus } from './create-postgres-live-bus.js';
import type { LiveBus } from './live-bus.js';

/** PGlite runs in one process, so an in-process bus reaches every stream there. */
export async function createLiveBus(
  database: DatabaseHandle,
  onError?: (error: unknown) => void,
): Promise<LiveBus> {
  const connection = database.connection;
  if (connection.engine === 'postgres') return createPostgresLiveBus(connection.pool, onError);
  return createInProcessLiveBus(connection.client, onError);
}
