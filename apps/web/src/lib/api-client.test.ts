import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiDownload, apiRequest } from './api-client';
import { ApiError } from './api-error';
import { SESSION_EXPIRED_EVENT } from './session-events';
import { AUTH_TOKEN_KEY, getAuthToken, setAuthToken } from './storage';

const okSchema = z.object({ ok: z.boolean() });

function respond(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain' : 'application/json';
  return new Response(text, { status, headers: { 'content-type': type } });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token and parses the answer with the schema', async () => {
    setAuthToken('secret-token');
    fetchMock.mockResolvedValue(respond(200, { ok: true, extra: 1 }));
    const data = await apiRequest({ path: '/api/thing', schema: okSchema });
    expect(data).toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer secret-token' });
  });

  it('omits filters whose value is all from the query', async () => {
    fetchMock.mockResolvedValue(respond(200, { ok: true }));
    await apiRequest({
      path: '/api/items',
      schema: okSchema,
      query: { status: 'all', severity: 'high', q: '' },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/items?severity=high');
  });

  it('401 with a session: AUTH_EXPIRED, token removed, session-expired event fired', async () => {
    setAuthToken('stale');
    const listener = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);
    fetchMock.mockResolvedValue(respond(401, { error: { code: 'AUTH_EXPIRED', message: 'expired' } }));
    const error = await failure(apiRequest({ path: '/api/user/profile', schema: okSchema }));
    window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
    expect(error.code).toBe('AUTH_EXPIRED');
    expect(error.message).toBe('Your session has expired. Please sign in again.');
    expect(getAuthToken()).toBeNull();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('401 to a call without a session (wrong password) keeps the server message and fires nothing', async () => {
    const listener = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);
    fetchMock.mockResolvedValue(
      respond(401, { error: { code: 'AUTH_EXPIRED', message: 'Invalid credentials' } }),
    );
    const error = await failure(apiRequest({ path: '/api/auth/signin', schema: okSchema, auth: false }));
    window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
    expect(error.code).toBe('REQUEST_FAILED');
    expect(error.serverMessage).toBe('Invalid credentials');
    expect(listener).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'FORBIDDEN', 'You do not have permission to perform this action.'],
    [404, 'NOT_FOUND', 'The requested resource was not found.'],
    [500, 'SERVER_ERROR', 'Server error. Please try again later.'],
    [503, 'SERVER_ERROR', 'Server error. Please try again later.'],
  ])('%i maps to %s with the catalogue text', async (status, code, message) => {
    setAuthToken('token');
    fetchMock.mockResolvedValue(respond(status, { error: { code: 'X', message: 'server words' } }));
    const error = await failure(apiRequest({ path: '/api/x', schema: okSchema }));
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(getAuthToken()).toBe('token');
  });

  it('422 carries the server message (VALIDATION_ERROR)', async () => {
    fetchMock.mockResolvedValue(
      respond(422, { error: { code: 'VALIDATION_ERROR', message: 'Name is too long' } }),
    );
    const error = await failure(apiRequest({ path: '/api/x', schema: okSchema }));
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Name is too long');
  });

  it.each([
    [{ message: 'Slug taken' }, 'Slug taken'],
    [{ error: 'Plain error field' }, 'Plain error field'],
    [{ error: { code: 'REQUEST_FAILED', message: 'Nested', details: { reason: 'slug_taken' } } }, 'Nested'],
  ])('other statuses: REQUEST_FAILED with the server message or error field (%j)', async (body, message) => {
    fetchMock.mockResolvedValue(respond(409, body));
    const error = await failure(apiRequest({ path: '/api/x', schema: okSchema }));
    expect(error.code).toBe('REQUEST_FAILED');
    expect(error.message).toBe(message);
  });

  it('keeps the failure reason from error.details', async () => {
    fetchMock.mockResolvedValue(
      respond(400, {
        error: { code: 'REQUEST_FAILED', message: 'No password', details: { reason: 'password_not_set' } },
      }),
    );
    const error = await failure(apiRequest({ path: '/api/x', schema: okSchema }));
    expect(error.reason).toBe('password_not_set');
  });

  it('network failure: NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest({ path: '/api/x', schema: okSchema }));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe('Network error. Please check your internet connection.');
  });

  it('an answer that does not match the contract: UNKNOWN_ERROR', async () => {
    fetchMock.mockResolvedValue(respond(200, { ok: 'yes' }));
    const error = await failure(apiRequest({ path: '/api/x', schema: okSchema }));
    expect(error.code).toBe('UNKNOWN_ERROR');
  });
});

describe('apiDownload', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setAuthToken('tok');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('sends the session, returns the file and the name the server gives it', async () => {
    fetchMock.mockResolvedValue(
      new Response('key,title\n', {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="issues.csv"' },
      }),
    );
    const file = await apiDownload({ path: '/api/x', query: { status: 'open' }, fallbackFileName: 'x.csv' });
    expect(file.fileName).toBe('issues.csv');
    expect(await file.blob.text()).toBe('key,title\n');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/x?status=open');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('maps failures like every other call, a 401 ending the session', async () => {
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    fetchMock.mockResolvedValue(respond(401, { error: { code: 'AUTH_EXPIRED', message: 'gone' } }));
    const error = await failure(apiDownload({ path: '/api/x', fallbackFileName: 'x.csv' }));
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    expect(error.code).toBe('AUTH_EXPIRED');
    expect(getAuthToken()).toBeNull();
    expect(expired).toHaveBeenCalled();
  });
});
