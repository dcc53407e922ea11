import { providerConnectResponseSchema } from '@driftwatch/contract';
import type { TestServer } from '../../start-test-server.js';
import type { FakeSlack } from './start-fake-slack.js';

/**
 * Walks a connect flow as a browser would: asks the server for Slack's URL, clicks Allow (or Cancel)
 * on the fake's authorize page, follows the redirect to the server's callback, and returns where the
 * server then sends the browser. The server's public URL (driftwatch.test) is swapped for its address.
 */
export async function connectSlack(
  server: TestServer,
  fake: FakeSlack,
  token: string,
  options: { source?: string; decision?: 'approve' | 'deny' } = {},
): Promise<{ location: string; callbackUrl: string }> {
  const started = await server.api(
    'GET',
    `/api/auth/slack/connect?source=${options.source ?? 'integrations'}`,
    {
      token,
    },
  );
  if (started.status !== 200) throw new Error(`Connect failed: ${started.status} ${started.text}`);
  const authorize = new URL(providerConnectResponseSchema.parse(started.body).oauth_url);
  const decision = new URL(
    `${fake.url}/oauth/v2/authorize/${options.decision ?? 'approve'}${authorize.search}`,
  );
  const fromSlack = await fetch(decision, { redirect: 'manual' });
  const callback = new URL(fromSlack.headers.get('location') ?? '');
  const callbackUrl = `${callback.pathname}${callback.search}`;
  const landed = await server.api('GET', callbackUrl);
  if (landed.status !== 302) throw new Error(`The callback answered ${landed.status} ${landed.text}`);
  return { location: landed.headers.get('location') ?? '', callbackUrl };
}
