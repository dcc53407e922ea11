import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfluenceApiError } from './confluence-api-error.js';
import { createConfluenceApi, nextCursor } from './create-confluence-api.js';

/** Answers each request with the next scripted status and headers, and records what it was sent. */
function scriptedServer() {
  const script: Array<{ status: number; headers?: Record<string, string>; body?: unknown }> = [];
  const seen: Array<{ url: string; authorization: string | undefined }> = [];
  const server: Server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
    const next = script.shift() ?? { status: 200, body: { ok: true } };
    response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
    response.end(JSON.stringify(next.body ?? {}));
  });
  return { server, script, seen };
}

describe('createConfluenceApi', () => {
  const fake = scriptedServer();
  let baseUrl = '';
  const waits: number[] = [];
  const api = () =>
    createConfluenceApi({
      baseUrl,
      authorization: 'Bearer token-1',
      maxRetries: 2,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/ex/confluence/cloud-1`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('sends the Authorization header and query under the base URL', async () => {
    fake.seen.length = 0;
    expect(await api().get('/wiki/api/v2/spaces', { limit: 5, cursor: undefined })).toEqual({ ok: true });
    expect(fake.seen).toEqual([
      { url: '/ex/confluence/cloud-1/wiki/api/v2/spaces?limit=5', authorization: 'Bearer token-1' },
    ]);
  });

  it('waits the Retry-After of a 429 (seconds, capped at a minute) and of a 503 that names one', async () => {
    waits.length = 0;
    fake.script.push(
      { status: 429, headers: { 'retry-after': '3' } },
      { status: 503, headers: { 'retry-after': '600' } },
      { status: 200, body: { results: [] } },
    );
    expect(await api().get('/wiki/api/v2/pages')).toEqual({ results: [] });
    expect(waits).toEqual([3000, 60_000]);
  });

  it('backs off exponentially without Retry-After, and gives up after the retries', async () => {
    waits.length = 0;
    fake.script.push({ status: 429 }, { status: 429 }, { status: 429 });
    const failure = await api()
      .get('/wiki/api/v2/pages')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConfluenceApiError);
    expect((failure as ConfluenceApiError).status).toBe(429);
    expect(waits).toEqual([1000, 2000]);
  });

  it("throws other statuses at once with the v2 error body's title", async () => {
    fake.script.push({
      status: 404,
      body: { errors: [{ status: 404, code: 'NOT_FOUND', title: 'Not Found', detail: null }] },
    });
    const failure = await api()
      .get('/wiki/api/v2/pages/1')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 404, detail: 'Not Found' });
    fake.script.push({ status: 503 });
    await expect(api().get('/wiki/api/v2/pages/1')).rejects.toMatchObject({ status: 503 });
  });

  it('reads the cursor out of a `_links.next` path', () => {
    expect(nextCursor('/wiki/api/v2/spaces?limit=1&cursor=abc%3D%3D')).toBe('abc==');
    expect(nextCursor(undefined)).toBeNull();
  });
});
