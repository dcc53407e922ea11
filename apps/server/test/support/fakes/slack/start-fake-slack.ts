import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeSlackState } from './fake-slack-state.js';
import { answerWebApi } from './fake-slack-web-api.js';
import { renderAuthorizePage, renderMessagesPage } from './render-fake-slack-pages.js';

export interface FakeSlack {
  /** Base of everything, e.g. http://127.0.0.1:4321 */
  url: string;
  /** For SLACK_API_URL. */
  apiUrl: string;
  /** For SLACK_AUTHORIZE_URL. */
  authorizeUrl: string;
  /** Environment for a Driftwatch server pointed at this fake. */
  env: Record<string, string>;
  state: FakeSlackState;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Slack's Web API takes form-encoded or JSON bodies; the SDK sends form fields. */
function parseParams(request: IncomingMessage, body: string): Record<string, unknown> {
  if (request.headers['content-type']?.includes('application/json')) {
    return body ? (JSON.parse(body) as Record<string, unknown>) : {};
  }
  return Object.fromEntries(new URLSearchParams(body));
}

function bearerToken(request: IncomingMessage, params: Record<string, unknown>): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length);
  return typeof params.token === 'string' ? params.token : undefined;
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location });
  response.end();
}

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'content-type': contentType });
  response.end(body);
}

async function handle(
  state: FakeSlackState,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://fake-slack');
  const query = url.searchParams;
  if (request.method === 'GET' && url.pathname === '/oauth/v2/authorize') {
    if (query.get('client_id') !== state.clientId) {
      send(response, 400, 'text/html', '<h1>Invalid client_id parameter</h1>');
      return;
    }
    send(response, 200, 'text/html; charset=utf-8', renderAuthorizePage(state, query));
    return;
  }
  if (request.method === 'GET' && url.pathname.startsWith('/oauth/v2/authorize/')) {
    const target = new URL(query.get('redirect_uri') ?? '');
    const stateValue = query.get('state') ?? '';
    if (url.pathname.endsWith('/approve')) {
      target.searchParams.set('code', state.issueCode(target.toString(), query.get('scope') ?? ''));
    } else {
      target.searchParams.set('error', 'access_denied');
    }
    target.searchParams.set('state', stateValue);
    redirect(response, target.toString());
    return;
  }
  if (request.method === 'POST' && url.pathname.startsWith('/api/')) {
    const params = parseParams(request, await readBody(request));
    const token = bearerToken(request, params);
    const method = url.pathname.slice('/api/'.length);
    const { token: _token, client_secret: _secret, ...recorded } = params;
    state.calls.push({ method, params: recorded });
    const answer = answerWebApi(state, method, token, params);
    response.writeHead(answer.status, {
      'content-type': 'application/json; charset=utf-8',
      ...answer.headers,
    });
    response.end(JSON.stringify(answer.body));
    return;
  }
  if (request.method === 'GET' && url.pathname === '/messages') {
    send(response, 200, 'text/html; charset=utf-8', renderMessagesPage(state));
    return;
  }
  if (request.method === 'GET' && url.pathname === '/messages.json') {
    send(response, 200, 'application/json', JSON.stringify(state.messages));
    return;
  }
  send(response, 404, 'application/json', JSON.stringify({ ok: false, error: 'unknown_method' }));
}

/**
 * A local stand-in for Slack: the OAuth v2 authorize page (Allow / Cancel redirect back with code or
 * error and the state), and the Web API methods Driftwatch calls, with Slack's documented shapes
 * ({ ok: false, error } bodies, 429 with Retry-After). `/messages` shows what was posted.
 */
export async function startFakeSlack(
  options: { port?: number; host?: string; clientId?: string; clientSecret?: string } = {},
): Promise<FakeSlack> {
  const state = new FakeSlackState({
    clientId: options.clientId ?? 'fake-slack-client-id',
    clientSecret: options.clientSecret ?? 'fake-slack-client-secret',
  });
  const server = createServer((request, response) => {
    handle(state, request, response).catch((error: unknown) => {
      send(response, 500, 'application/json', JSON.stringify({ ok: false, error: String(error) }));
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  return {
    url,
    apiUrl: `${url}/api/`,
    authorizeUrl: `${url}/oauth/v2/authorize`,
    env: {
      SLACK_CLIENT_ID: state.clientId,
      SLACK_CLIENT_SECRET: state.clientSecret,
      SLACK_SIGNING_SECRET: 'fake-slack-signing-secret',
      SLACK_API_URL: `${url}/api/`,
      SLACK_AUTHORIZE_URL: `${url}/oauth/v2/authorize`,
    },
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
