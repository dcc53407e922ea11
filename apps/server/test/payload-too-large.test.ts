import { errorCodeForStatus, errorResponseSchema, failureReasonStatuses } from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe.each(testEngines())('an oversize request body on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function countUsers(): Promise<number> {
    const result = await server.database.handle.executeSql('SELECT count(*)::int AS count FROM users');
    const [row] = result.rows as Array<{ count: number }>;
    return row?.count ?? -1;
  }

  function signup(name: string) {
    return server.api('POST', '/api/auth/signup', {
      body: { name, email: uniqueEmail(), password: 'secret1', confirmPassword: 'secret1' },
    });
  }

  it('answers 413 in the error format before parsing, and creates nothing', async () => {
    expect(failureReasonStatuses.payload_too_large).toBe(413);
    expect(errorCodeForStatus(413)).toBe('REQUEST_FAILED');
    const before = await countUsers();
    // The limit is 64 KB of JSON.
    const huge = await signup('x'.repeat(70 * 1024));
    expect(huge.status).toBe(413);
    expect(errorResponseSchema.parse(huge.body)).toEqual({
      error: {
        code: 'REQUEST_FAILED',
        message: 'The request body is too large.',
        details: { reason: 'payload_too_large' },
      },
    });
    expect(await countUsers()).toBe(before);
  });

  it('parses a body just under the limit and validates it as usual', async () => {
    const large = await signup('x'.repeat(60 * 1024));
    expect(large.status).toBe(422);
    expect(errorResponseSchema.parse(large.body).error.code).toBe('VALIDATION_ERROR');
  });
});
