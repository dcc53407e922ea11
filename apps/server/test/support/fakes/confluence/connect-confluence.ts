import { providerConnectResponseSchema } from '@driftwatch/contract';
import type { TestServer } from '../../start-test-server.js';

/** Runs the Confluence (3LO) connect flow against the fake, which approves at once; returns where the browser lands. */
export async function connectConfluence(server: TestServer, token: string): Promise<string> {
  const started = await server.api('GET', '/api/auth/confluence/connect?source=knowledge', { token });
  if (started.status !== 200) throw new Error(`Connect failed: ${started.status} ${started.text}`);
  const authorize = new URL(providerConnectResponseSchema.parse(started.body).oauth_url);
  const fromAtlassian = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(fromAtlassian.headers.get('location') ?? '');
  const landed = await server.api('GET', `${callback.pathname}${callback.search}`);
  if (landed.status !== 302) throw new Error(`The callback answered ${landed.status} ${landed.text}`);
  return landed.headers.get('location') ?? '';
}
