import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe.each(testEngines())('API caching on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { withWebBuild: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('forbids storing any API answer, signed in or not, success or error', async () => {
    const { token } = await signUpUser(server);
    const answers = [
      await server.api('GET', '/api/user/profile', { token }),
      await server.api('GET', '/api/setup/state', { token }),
      await server.api('GET', '/api/user/profile'),
      await server.api('GET', '/api/plans/public'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 200]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the web app cacheable', async () => {
    const asset = await server.api('GET', '/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).not.toBe('no-store');
  });
});
