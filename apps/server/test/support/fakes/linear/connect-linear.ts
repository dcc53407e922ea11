import { providerConnectResponseSchema } from '@driftwatch/contract';
import type { TestServer } from '../../start-test-server.js';
import type { FakeLinear } from './start-fake-linear.js';

/**
 * Walks Linear's connect flow as a browser would: starts it with the Linear initiate call, clicks
 * Authorize on the fake's page, follows the redirect to the server's callback, and returns where the
 * server then sends the browser.
 */
export async function connectLinear(server: TestServer, fake: FakeLinear, token: string): Promise<string> {
  const started = await server.api('POST', '/api/integrations/linear/oauth/initiate', {
    token,
    body: { source: 'integrations' },
  });
  if (started.status !== 200) throw new Error(`Connect failed: ${started.status} ${started.text}`);
  const authorize = new URL(providerConnectResponseSchema.parse(started.body).oauth_url);
  const fromLinear = await fetch(`${fake.url}/oauth/authorize/approve${authorize.search}`, {
    redirect: 'manual',
  });
  const callback = new URL(fromLinear.headers.get('location') ?? '');
  const landed = await server.api('GET', `${callback.pathname}${callback.search}`);
  if (landed.status !== 302) throw new Error(`The callback answered ${landed.status} ${landed.text}`);
  return landed.headers.get('location') ?? '';
}
