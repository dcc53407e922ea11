import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeGithubOauthState } from './fake-github-oauth-state.js';
import { renderGithubAuthorizePage } from './render-github-authorize-page.js';

export interface FakeGithubOauth {
  /** For GITHUB_WEB_URL: the authorize page and token endpoint live here. */
  webUrl: string;
  /** For GITHUB_API_URL: laid out like GitHub Enterprise Server's `/api/v3`. */
  apiUrl: string;
  /** Environment for a Driftwatch server pointed at this fake. */
  env: Record<string, string>;
  state: FakeGithubOauthState;
  close(): Promise<void>;
}

const apiPrefix = '/api/v3';
const docs = 'https://docs.github.com';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'content-type': contentType });
  response.end(body);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

/** The client id and secret, from HTTP Basic or the form, as GitHub accepts either. */
function clientCredentials(request: IncomingMessage, form: URLSearchParams): [string, string] {
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return [decodeURIComponent(decoded.slice(0, colon)), decodeURIComponent(decoded.slice(colon + 1))];
  }
  return [form.get('client_id') ?? '', form.get('client_secret') ?? ''];
}

/** GitHub answers the token endpoint in JSON only when asked; its default is a form-encoded body. */
function sendTokenAnswer(request: IncomingMessage, response: ServerResponse, body: Record<string, string>) {
  if (request.headers.accept?.includes('application/json')) sendJson(response, 200, body);
  else send(response, 200, 'application/x-www-form-urlencoded', new URLSearchParams(body).toString());
}

function tokenError(error: string, description: string): Record<string, string> {
  return {
    error,
    error_description: description,
    error_uri: `${docs}/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#${error.replaceAll('_', '-')}`,
  };
}

function handleTokenRequest(
  state: FakeGithubOauthState,
  request: IncomingMessage,
  response: ServerResponse,
  form: URLSearchParams,
): void {
  const [clientId, clientSecret] = clientCredentials(request, form);
  const recorded = Object.fromEntries([...form].filter(([name]) => name !== 'client_secret'));
  state.tokenRequests.push(recorded);
  // GitHub reports token errors with status 200 and an `error` field.
  if (clientId !== state.clientId || clientSecret !== state.clientSecret) {
    sendTokenAnswer(
      request,
      response,
      tokenError('incorrect_client_credentials', 'The client_id and/or client_secret passed are incorrect.'),
    );
    return;
  }
  const redeemed = state.redeemCode(form);
  if ('error' in redeemed) {
    sendTokenAnswer(request, response, tokenError(redeemed.error, redeemed.description));
    return;
  }
  sendTokenAnswer(request, response, {
    access_token: redeemed.token,
    scope: redeemed.scope.split(/[ ,]+/).join(','),
    token_type: 'bearer',
  });
}

function handleApi(
  state: FakeGithubOauthState,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
) {
  const header = request.headers.authorization;
  const token = header?.replace(/^(Bearer|token) /i, '');
  const grant = state.accountForToken(token);
  if (!header) {
    sendJson(response, 401, {
      message: 'Requires authentication',
      documentation_url: `${docs}/rest`,
      status: '401',
    });
    return;
  }
  if (!grant) {
    sendJson(response, 401, { message: 'Bad credentials', documentation_url: `${docs}/rest`, status: '401' });
    return;
  }
  const { account, scopes } = grant;
  if (request.method === 'GET' && path === '/user') {
    sendJson(response, 200, {
      login: account.login,
      id: account.id,
      type: 'User',
      name: account.name,
      email: account.emails.find((entry) => entry.primary && entry.visibility === 'public')?.email ?? null,
      avatar_url: `https://avatars.example.test/u/${account.id}`,
    });
    return;
  }
  // Without the user:email scope GitHub answers 404 here, as for any resource a token may not see.
  if (request.method === 'GET' && path === '/user/emails' && scopes.includes('user:email')) {
    sendJson(response, 200, account.emails);
    return;
  }
  sendJson(response, 404, { message: 'Not Found', documentation_url: `${docs}/rest`, status: '404' });
}

async function handle(state: FakeGithubOauthState, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://fake-github');
  const query = url.searchParams;
  if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
    if (query.get('client_id') !== state.clientId) {
      send(response, 404, 'text/html', '<h1>404 Not Found</h1>');
      return;
    }
    send(response, 200, 'text/html; charset=utf-8', renderGithubAuthorizePage(state, query));
    return;
  }
  if (request.method === 'POST' && url.pathname === '/login/oauth/authorize/decide') {
    const decision = new URLSearchParams(await readBody(request));
    const target = new URL(query.get('redirect_uri') ?? '');
    if (decision.get('authorize') === '1') {
      target.searchParams.set(
        'code',
        state.issueCode({
          redirectUri: query.get('redirect_uri') ?? undefined,
          codeChallenge: query.get('code_challenge') ?? undefined,
          scope: query.get('scope') ?? '',
        }),
      );
    } else {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The user has denied your application access.');
    }
    target.searchParams.set('state', query.get('state') ?? '');
    response.writeHead(302, { location: target.toString() });
    response.end();
    return;
  }
  if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
    handleTokenRequest(state, request, response, new URLSearchParams(await readBody(request)));
    return;
  }
  if (url.pathname.startsWith(`${apiPrefix}/`)) {
    handleApi(state, request, response, url.pathname.slice(apiPrefix.length));
    return;
  }
  sendJson(response, 404, { message: 'Not Found', documentation_url: `${docs}/rest`, status: '404' });
}

/**
 * A local stand-in for GitHub's OAuth app flow: the authorize page (Authorize / Cancel redirect back
 * with code or error and the state), the token endpoint with PKCE, and the REST calls sign-in makes
 * (`GET /user`, `GET /user/emails`), with GitHub's documented shapes and errors.
 */
export async function startFakeGithubOauth(
  options: { port?: number; host?: string; clientId?: string; clientSecret?: string } = {},
): Promise<FakeGithubOauth> {
  const state = new FakeGithubOauthState({
    clientId: options.clientId ?? 'fake-github-client-id',
    clientSecret: options.clientSecret ?? 'fake-github-client-secret',
  });
  const server = createServer((request, response) => {
    handle(state, request, response).catch((error: unknown) => {
      sendJson(response, 500, { message: String(error) });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const webUrl = `http://${host}:${port}`;
  const apiUrl = `${webUrl}${apiPrefix}`;
  return {
    webUrl,
    apiUrl,
    env: {
      GITHUB_CLIENT_ID: state.clientId,
      GITHUB_CLIENT_SECRET: state.clientSecret,
      GITHUB_WEB_URL: webUrl,
      GITHUB_API_URL: apiUrl,
    },
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
