import {
  type FakeBitbucket,
  startFakeBitbucket,
} from '../../../../apps/server/test/support/fakes/bitbucket/start-fake-bitbucket.js';
import { type DriftwatchServer, startServerBeside } from './start-driftwatch-server.js';

export interface BitbucketConfiguredServer extends DriftwatchServer {
  bitbucket: FakeBitbucket;
}

/**
 * A Driftwatch server of its own whose BITBUCKET_API_URL is a local fake Bitbucket (no OAuth
 * consumer, so Bitbucket connects by access token); the fake's webhooks deliver to its PUBLIC_URL.
 */
export async function startBitbucketConfiguredServer(): Promise<BitbucketConfiguredServer> {
  const bitbucket = await startFakeBitbucket();
  const beside = { env: { BITBUCKET_API_URL: bitbucket.apiUrl }, close: () => bitbucket.close() };
  return { ...(await startServerBeside(beside)), bitbucket };
}
