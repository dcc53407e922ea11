import {
  type FakeLinear,
  startFakeLinear,
} from '../../../../apps/server/test/support/fakes/linear/start-fake-linear.js';
import { type DriftwatchServer, startServerBeside } from './start-driftwatch-server.js';

export interface LinearConfiguredServer extends DriftwatchServer {
  linear: FakeLinear;
}

/**
 * A Driftwatch server of its own whose Linear settings (OAuth client, API, authorize page, webhook
 * secret) point at a local fake Linear.
 */
export async function startLinearConfiguredServer(): Promise<LinearConfiguredServer> {
  const linear = await startFakeLinear();
  return { ...(await startServerBeside(linear)), linear };
}
