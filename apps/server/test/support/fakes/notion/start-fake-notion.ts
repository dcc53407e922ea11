import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { blockObject, type FakeBlock, type FakePage, pageObject } from './notion-objects.js';

export interface FakeNotionOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

/** What the fake holds; tests change it directly (edit a page, revoke the token, turn on the rate limit). */
class FakeNotionState {
  readonly pages = new Map<string, FakePage>();
  readonly validTokens = new Set<string>();
  /** Every API request, method and path (with query), in order. */
  readonly requests: Array<{ method: string; path: string; at: number }> = [];
  /**
   * When set, answers 429 rate_limited (with Retry-After) past this average rate: a bucket of
   * `perSecond` requests refilled at `perSecond` a second, the "average, with some bursts" Notion
   * documents.
   */
  rateLimit: { perSecond: number } | undefined;
  rateLimited = 0;
  private readonly codes = new Map<string, string>();
  private tokens = 0;
  private bucket = 0;
  private bucketAt = 0;

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  addPage(
    title: string,
    pageBlocks: FakeBlock[],
    options: { id?: string; parentPageId?: string } = {},
  ): FakePage {
    const page: FakePage = {
      id: options.id ?? randomUUID(),
      title,
      parentPageId: options.parentPageId ?? null,
      lastEditedTime: new Date().toISOString(),
      blocks: pageBlocks,
    };
    this.pages.set(page.id, page);
    return page;
  }

  /** Replaces a page's content and moves its last_edited_time on, as an edit in Notion does. */
  editPage(id: string, pageBlocks: FakeBlock[]): void {
    const page = this.pages.get(id);
    if (!page) throw new Error(`No page ${id}`);
    page.blocks = pageBlocks;
    page.lastEditedTime = new Date(
      Math.max(Date.now(), Date.parse(page.lastEditedTime) + 60_000),
    ).toISOString();
  }

  issueCode(): string {
    const code = `code-${randomUUID()}`;
    this.tokens += 1;
    this.codes.set(code, `ntn_fake_${this.tokens}_${randomUUID().slice(0, 8)}`);
    return code;
  }

  redeem(code: string): string | undefined {
    const token = this.codes.get(code);
    this.codes.delete(code);
    if (token) this.validTokens.add(token);
    return token;
  }

  /** True when this request is over the limit; a refused request takes no token. */
  overLimit(now: number): boolean {
    if (!this.rateLimit) return false;
    const { perSecond } = this.rateLimit;
    this.bucket = Math.min(perSecond, this.bucket + ((now - this.bucketAt) / 1000) * perSecond);
    this.bucketAt = now;
    if (this.bucket < 1) return true;
    this.bucket -= 1;
    return false;
  }
}

export interface FakeNotion {
  url: string;
  env: Record<string, string>;
  state: FakeNotionState;
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

/** Notion's documented error body. */
function error(response: ServerResponse, status: number, code: string, message: string, headers = {}) {
  json(response, status, { object: 'error', status, code, message, request_id: randomUUID() }, headers);
}

const compact = (id: string) => id.replaceAll('-', '').toLowerCase();

function findPage(state: FakeNotionState, id: string): FakePage | undefined {
  for (const page of state.pages.values()) if (compact(page.id) === compact(id)) return page;
  return undefined;
}

function findBlock(nodes: FakeBlock[], id: string): FakeBlock | undefined {
  for (const node of nodes) {
    if (compact(node.id) === compact(id)) return node;
    const inner = findBlock(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** A list answer of Notion: `page_size` items from the cursor on, with has_more and next_cursor. */
function paginate<T>(items: T[], cursor: string | null, pageSize: number, idOf: (item: T) => string) {
  const start = cursor
    ? Math.max(
        0,
        items.findIndex((item) => idOf(item) === cursor),
      )
    : 0;
  const slice = items.slice(start, start + pageSize);
  const next = items[start + pageSize];
  return {
    object: 'list',
    results: slice,
    next_cursor: next ? idOf(next) : null,
    has_more: next !== undefined,
  };
}

function pageSize(value: unknown): number {
  const size = Number(value ?? 100);
  return Number.isInteger(size) && size >= 1 && size <= 100 ? size : 100;
}

async function handle(state: FakeNotionState, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://fake-notion');
  const body = await readBody(request);
  if (request.method === 'GET' && url.pathname === '/v1/oauth/authorize') {
    // The person approves at once: enough for an end-to-end connect flow.
    const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
    redirect.searchParams.set('code', state.issueCode());
    redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
    response.writeHead(302, { location: redirect.toString() });
    response.end();
    return;
  }
  if (request.method === 'POST' && url.pathname === '/v1/oauth/token') {
    const basic = Buffer.from(`${state.clientId}:${state.clientSecret}`).toString('base64');
    if (request.headers.authorization !== `Basic ${basic}`)
      return error(response, 401, 'unauthorized', 'Invalid client credentials.');
    const token = state.redeem((JSON.parse(body || '{}') as { code?: string }).code ?? '');
    if (!token) return json(response, 400, { error: 'invalid_grant', error_description: 'Invalid code.' });
    return json(response, 200, {
      access_token: token,
      token_type: 'bearer',
      refresh_token: null,
      bot_id: randomUUID(),
      workspace_icon: null,
      workspace_name: 'Fake Workspace',
      workspace_id: 'f4ce0000-0000-4000-8000-00000000a11d',
      owner: {
        type: 'user',
        user: {
          object: 'user',
          id: randomUUID(),
          type: 'person',
          name: 'Fake Owner',
          avatar_url: null,
          person: { email: 'owner@fake-notion.test' },
        },
      },
      duplicated_template_id: null,
      request_id: randomUUID(),
    });
  }
  if (request.method === 'POST' && url.pathname === '/v1/oauth/revoke') return json(response, 200, {});

  state.requests.push({
    method: request.method ?? 'GET',
    path: `${url.pathname}${url.search}`,
    at: Date.now(),
  });
  if (state.overLimit(Date.now())) {
    state.rateLimited += 1;
    return error(response, 429, 'rate_limited', 'This request exceeds the number of requests allowed.', {
      'retry-after': '1',
    });
  }
  if (!request.headers['notion-version'])
    return error(response, 400, 'missing_version', 'Notion-Version header failed validation.');
  const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
  if (!state.validTokens.has(token)) return error(response, 401, 'unauthorized', 'API token is invalid.');

  if (request.method === 'POST' && url.pathname === '/v1/search') {
    const params = JSON.parse(body || '{}') as { query?: string; start_cursor?: string; page_size?: number };
    const query = (params.query ?? '').toLowerCase();
    const pages = [...state.pages.values()]
      .filter((page) => page.title.toLowerCase().includes(query))
      .sort(
        (left, right) =>
          right.lastEditedTime.localeCompare(left.lastEditedTime) || left.id.localeCompare(right.id),
      )
      .map(pageObject);
    return json(response, 200, {
      ...paginate(pages, params.start_cursor ?? null, pageSize(params.page_size), (page) => page.id),
      type: 'page_or_data_source',
      page_or_data_source: {},
    });
  }
  const pageMatch = /^\/v1\/pages\/([^/]+)$/.exec(url.pathname);
  if (request.method === 'GET' && pageMatch?.[1]) {
    const page = findPage(state, pageMatch[1]);
    if (!page)
      return error(
        response,
        404,
        'object_not_found',
        `Could not find page with ID: ${pageMatch[1]}. Make sure the relevant pages and databases are shared with your integration.`,
      );
    return json(response, 200, pageObject(page));
  }
  const childrenMatch = /^\/v1\/blocks\/([^/]+)\/children$/.exec(url.pathname);
  if (request.method === 'GET' && childrenMatch?.[1]) {
    const id = childrenMatch[1];
    const page = findPage(state, id);
    let children: FakeBlock[] | undefined = page?.blocks;
    let owner = page;
    if (!children) {
      for (const candidate of state.pages.values()) {
        const found = findBlock(candidate.blocks, id);
        if (found) {
          children = found.children;
          owner = candidate;
          break;
        }
      }
    }
    if (!children || !owner)
      return error(
        response,
        404,
        'object_not_found',
        `Could not find block with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`,
      );
    const { lastEditedTime, id: ownerId } = owner;
    const objects = children.map((child) => blockObject(child, ownerId, lastEditedTime));
    return json(response, 200, {
      ...paginate(
        objects,
        url.searchParams.get('start_cursor'),
        pageSize(url.searchParams.get('page_size')),
        (item) => item.id,
      ),
      type: 'block',
      block: {},
    });
  }
  return error(response, 400, 'invalid_request_url', 'Invalid request URL.');
}

/** A local stand-in for Notion's public API (OAuth, search, pages, block children), with its documented shapes and errors. */
export async function startFakeNotion(options: FakeNotionOptions = {}): Promise<FakeNotion> {
  const state = new FakeNotionState(
    options.clientId ?? 'fake-notion-client',
    options.clientSecret ?? 'fake-notion-secret',
  );
  const server = createServer((request, response) => {
    handle(state, request, response).catch(() =>
      error(response, 500, 'internal_server_error', 'Unexpected error.'),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    env: { NOTION_CLIENT_ID: state.clientId, NOTION_CLIENT_SECRET: state.clientSecret, NOTION_API_URL: url },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
