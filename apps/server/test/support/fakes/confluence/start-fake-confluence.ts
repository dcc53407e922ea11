import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type FakeConfluencePage,
  type FakeConfluenceSpace,
  pageObject,
  spaceObject,
} from './confluence-objects.js';

export interface FakeConfluenceOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

/** What the fake holds; tests change it directly (edit a page, revoke tokens, turn on the rate limit). */
class FakeConfluenceState {
  readonly cloudId = 'f4ce0000-c0f1-4000-8000-00000000c10d';
  readonly spaces = new Map<string, FakeConfluenceSpace>();
  readonly pages = new Map<string, FakeConfluencePage>();
  readonly accessTokens = new Set<string>();
  readonly refreshTokens = new Set<string>();
  /** API tokens by the Atlassian account email they belong to (basic auth against the site). */
  readonly apiTokens = new Map<string, string>();
  /** Every API request (not OAuth), method and path with query, in order. */
  readonly requests: Array<{ method: string; path: string }> = [];
  /** Refresh grants answered, rotated or refused. */
  refreshes = 0;
  /** When set, the next `count` API requests answer 429 with this Retry-After. */
  rateLimit: { count: number; retryAfterSeconds: number } | undefined;
  rateLimited = 0;
  private readonly codes = new Set<string>();
  private nextId = 65_000;

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  private newId(): string {
    this.nextId += 1;
    return String(this.nextId);
  }

  addSpace(key: string, name: string): FakeConfluenceSpace {
    const space = { id: this.newId(), key, name };
    this.spaces.set(space.id, space);
    return space;
  }

  addPage(space: FakeConfluenceSpace, title: string, body: string, parent?: FakeConfluencePage) {
    const page: FakeConfluencePage = {
      id: this.newId(),
      title,
      spaceId: space.id,
      parentId: parent?.id ?? null,
      status: 'current',
      storage: body,
      version: { number: 1, createdAt: new Date().toISOString() },
    };
    this.pages.set(page.id, page);
    return page;
  }

  /** A new version of the page, as publishing an edit in Confluence makes. */
  editPage(id: string, body: string): void {
    const page = this.pages.get(id);
    if (!page) throw new Error(`No page ${id}`);
    page.storage = body;
    page.version = {
      number: page.version.number + 1,
      createdAt: new Date(Math.max(Date.now(), Date.parse(page.version.createdAt) + 60_000)).toISOString(),
    };
  }

  issueCode(): string {
    const code = `code-${randomUUID()}`;
    this.codes.add(code);
    return code;
  }

  redeemCode(code: string): boolean {
    return this.codes.delete(code);
  }

  issueTokens(): { access_token: string; refresh_token: string } {
    const tokens = { access_token: `atl-${randomUUID()}`, refresh_token: `atl-refresh-${randomUUID()}` };
    this.accessTokens.add(tokens.access_token);
    this.refreshTokens.add(tokens.refresh_token);
    return tokens;
  }

  /** Revokes every grant: the app was removed from the person's account. */
  revokeAll(): void {
    this.accessTokens.clear();
    this.refreshTokens.clear();
    this.apiTokens.clear();
  }
}

export interface FakeConfluence {
  url: string;
  env: Record<string, string>;
  state: FakeConfluenceState;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** The v2 API's error body. */
function apiError(response: ServerResponse, status: number, code: string, title: string, headers = {}) {
  json(response, status, { errors: [{ status, code, title, detail: null }] }, headers);
}

/** A v2 list answer: `limit` items from the cursor on, `_links.next` carrying the next cursor. */
function list<T>(items: T[], url: URL, base: string) {
  const limit = Math.min(250, Math.max(1, Number(url.searchParams.get('limit') ?? 25) || 25));
  const cursor = url.searchParams.get('cursor');
  const start = cursor ? Number(Buffer.from(cursor, 'base64url').toString('utf8')) || 0 : 0;
  const results = items.slice(start, start + limit);
  const links: Record<string, string> = { base };
  if (start + limit < items.length) {
    const next = new URL(url.toString());
    next.searchParams.set('cursor', Buffer.from(String(start + limit)).toString('base64url'));
    // Relative to the site, as Confluence writes it (through the gateway too).
    links.next = `${next.pathname.replace(/^.*\/wiki\/api\/v2/, '/wiki/api/v2')}${next.search}`;
  }
  return { results, _links: links };
}

function authorized(state: FakeConfluenceState, request: IncomingMessage, viaGateway: boolean): boolean {
  const header = request.headers.authorization ?? '';
  if (viaGateway) return state.accessTokens.has(header.replace(/^Bearer /, ''));
  if (!header.startsWith('Basic ')) return false;
  const [email, ...token] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  return email !== undefined && state.apiTokens.get(email) === token.join(':');
}

function handleOauth(
  state: FakeConfluenceState,
  url: URL,
  body: string,
  response: ServerResponse,
  origin: string,
) {
  if (url.pathname === '/authorize') {
    // The person approves at once: enough for an end-to-end connect flow.
    const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
    redirect.searchParams.set('code', state.issueCode());
    redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
    response.writeHead(302, { location: redirect.toString() });
    response.end();
    return true;
  }
  if (url.pathname === '/oauth/token') {
    const grant = JSON.parse(body || '{}') as Record<string, string | undefined>;
    if (grant.client_id !== state.clientId || grant.client_secret !== state.clientSecret) {
      json(response, 401, { error: 'access_denied', error_description: 'Unauthorized' });
      return true;
    }
    const fresh = () => ({
      ...state.issueTokens(),
      expires_in: 3600,
      token_type: 'Bearer',
      scope: 'read:page:confluence read:space:confluence offline_access',
    });
    if (grant.grant_type === 'authorization_code' && state.redeemCode(grant.code ?? '')) {
      json(response, 200, fresh());
      return true;
    }
    if (grant.grant_type === 'refresh_token') {
      state.refreshes += 1;
      // Rotating refresh tokens: each works once.
      if (state.refreshTokens.delete(grant.refresh_token ?? '')) {
        json(response, 200, fresh());
        return true;
      }
      json(response, 403, { error: 'unauthorized_client', error_description: 'refresh_token is invalid' });
      return true;
    }
    json(response, 403, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
    return true;
  }
  if (url.pathname === '/oauth/token/accessible-resources') {
    json(response, 200, [
      {
        id: state.cloudId,
        url: origin,
        name: 'fake-site',
        scopes: ['read:page:confluence', 'read:space:confluence'],
        avatarUrl: `${origin}/avatar.png`,
      },
    ]);
    return true;
  }
  return false;
}

function visible(page: FakeConfluencePage): boolean {
  return page.status !== 'trashed';
}

function handleApi(
  state: FakeConfluenceState,
  url: URL,
  path: string,
  response: ServerResponse,
  base: string,
) {
  const spaces = state.spaces;
  if (path === '/spaces') {
    const items = [...spaces.values()].sort((a, b) => a.name.localeCompare(b.name)).map(spaceObject);
    return json(response, 200, list(items, url, base));
  }
  const spacePages = /^\/spaces\/(\d+)\/pages$/.exec(path);
  if (spacePages?.[1]) {
    if (!spaces.has(spacePages[1])) return apiError(response, 404, 'NOT_FOUND', 'Not Found');
    const items = [...state.pages.values()]
      .filter((page) => page.spaceId === spacePages[1] && visible(page))
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((page) => pageObject(page, spaces, false));
    return json(response, 200, list(items, url, base));
  }
  if (path === '/pages') {
    const ids = (url.searchParams.get('id') ?? '').split(',').filter((id) => id !== '');
    if (ids.length > 250) return apiError(response, 400, 'INVALID_REQUEST_PARAMETER', 'Too many ids');
    const items = [...state.pages.values()]
      .filter((page) => (ids.length === 0 || ids.includes(page.id)) && visible(page))
      .map((page) => pageObject(page, spaces, false));
    return json(response, 200, list(items, url, base));
  }
  const single = /^\/pages\/(\d+)$/.exec(path);
  const children = /^\/pages\/(\d+)\/children$/.exec(path);
  const id = single?.[1] ?? children?.[1];
  const page = id ? state.pages.get(id) : undefined;
  if (id && (!page || !visible(page))) return apiError(response, 404, 'NOT_FOUND', 'Not Found');
  if (single && page)
    return json(response, 200, {
      ...pageObject(page, spaces, url.searchParams.get('body-format') === 'storage'),
      _links: { ...pageObject(page, spaces, false)._links, base },
    });
  if (children && page) {
    const items = [...state.pages.values()]
      .filter((child) => child.parentId === page.id && visible(child))
      .map((child) => ({
        id: child.id,
        status: child.status,
        title: child.title,
        spaceId: child.spaceId,
        childPosition: 0,
      }));
    return json(response, 200, list(items, url, base));
  }
  return apiError(response, 404, 'NOT_FOUND', 'No such API path');
}

async function handle(
  state: FakeConfluenceState,
  origin: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const url = new URL(request.url ?? '/', origin);
  const body = await readBody(request);
  if (handleOauth(state, url, body, response, origin)) return;

  const gateway = new RegExp(`^/ex/confluence/${state.cloudId}(/wiki/api/v2/.*)$`).exec(url.pathname);
  const site = /^(\/wiki\/api\/v2\/.*)$/.exec(url.pathname);
  const apiPath = gateway?.[1] ?? site?.[1];
  if (!apiPath) return apiError(response, 404, 'NOT_FOUND', 'Not Found');
  state.requests.push({ method: request.method ?? 'GET', path: `${apiPath}${url.search}` });
  if (state.rateLimit && state.rateLimit.count > 0) {
    state.rateLimit.count -= 1;
    state.rateLimited += 1;
    return apiError(response, 429, 'TOO_MANY_REQUESTS', 'Too Many Requests', {
      'retry-after': String(state.rateLimit.retryAfterSeconds),
    });
  }
  if (!authorized(state, request, gateway !== null)) {
    // The gateway answers a refused bearer token in its own shape; the site in the v2 error shape.
    if (gateway) return json(response, 401, { code: 401, message: 'Unauthorized' });
    return apiError(response, 401, 'UNAUTHORIZED', 'Unauthorized');
  }
  handleApi(state, url, apiPath.replace(/^\/wiki\/api\/v2/, ''), response, `${origin}/wiki`);
}

/**
 * A local stand-in for Confluence Cloud: Atlassian's OAuth (authorize, token with rotating refresh
 * tokens, accessible-resources), the API gateway (/ex/confluence/{cloudId}) and the site itself
 * (basic auth with an API token), serving the v2 spaces and pages calls with their documented shapes.
 */
export async function startFakeConfluence(options: FakeConfluenceOptions = {}): Promise<FakeConfluence> {
  const state = new FakeConfluenceState(
    options.clientId ?? 'fake-confluence-client',
    options.clientSecret ?? 'fake-confluence-secret',
  );
  let origin = '';
  const server = createServer((request, response) => {
    handle(state, origin, request, response).catch(() =>
      apiError(response, 500, 'INTERNAL_SERVER_ERROR', 'Internal Server Error'),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    state,
    env: {
      CONFLUENCE_CLIENT_ID: state.clientId,
      CONFLUENCE_CLIENT_SECRET: state.clientSecret,
      ATLASSIAN_AUTH_URL: origin,
      ATLASSIAN_API_URL: origin,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
