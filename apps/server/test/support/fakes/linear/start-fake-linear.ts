import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerLinearGraphql, notAuthenticated } from './answer-linear-graphql.js';
import { FakeLinearState } from './fake-linear-state.js';
import { type SentWebhook, sendLinearWebhook, type WebhookOptions } from './send-linear-webhook.js';

export interface FakeLinear {
  /** Base of everything, e.g. http://127.0.0.1:4321 (LINEAR_API_URL). */
  url: string;
  /** Environment for a Driftwatch server pointed at this fake. */
  env: Record<string, string>;
  state: FakeLinearState;
  /** Moves the issue to a workflow state and sends Linear's signed Issue webhook for it. */
  moveIssue(
    target: string,
    issueId: string,
    stateName: string,
    options?: WebhookOptions,
  ): Promise<SentWebhook>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'content-type': contentType });
  response.end(body);
}

function json(response: ServerResponse, status: number, value: unknown): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(value));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function authorizePage(state: FakeLinearState, query: URLSearchParams): string {
  const approve = `/oauth/authorize/approve?${query.toString()}`;
  return `<!doctype html><title>Authorize Driftwatch</title><h1>Driftwatch wants to access ${escapeHtml(
    state.organization.name,
  )}</h1><p>Scopes: ${escapeHtml(query.get('scope') ?? '')}</p><a href="${escapeHtml(approve)}">Authorize</a>`;
}

/** The token endpoint: form-encoded, client credentials in the body, Linear's OAuth errors. */
function answerToken(state: FakeLinearState, form: URLSearchParams): { status: number; body: unknown } {
  if (form.get('client_id') !== state.clientId || form.get('client_secret') !== state.clientSecret) {
    return { status: 401, body: { error: 'invalid_client', error_description: 'Invalid client' } };
  }
  const grantType = form.get('grant_type');
  state.tokenRequests.push(grantType ?? '');
  const grant =
    grantType === 'authorization_code'
      ? state.redeemCode(form.get('code') ?? '', form.get('redirect_uri') ?? '', form.get('code_verifier'))
      : grantType === 'refresh_token'
        ? state.refresh(form.get('refresh_token') ?? '')
        : undefined;
  if (!grantType || !['authorization_code', 'refresh_token'].includes(grantType)) {
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }
  if (!grant) return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid grant' } };
  return {
    status: 200,
    body: {
      access_token: grant.accessToken,
      token_type: 'Bearer',
      expires_in: state.accessTokenLifetime,
      scope: ['read', 'write'],
      refresh_token: grant.refreshToken,
    },
  };
}

async function handle(
  state: FakeLinearState,
  baseUrl: () => string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://fake-linear');
  if (request.method === 'GET' && url.pathname === '/oauth/authorize') {
    if (url.searchParams.get('client_id') !== state.clientId) {
      return send(response, 400, 'text/html', '<h1>Invalid client_id</h1>');
    }
    return send(response, 200, 'text/html; charset=utf-8', authorizePage(state, url.searchParams));
  }
  if (request.method === 'GET' && url.pathname === '/oauth/authorize/approve') {
    const target = new URL(url.searchParams.get('redirect_uri') ?? '');
    target.searchParams.set(
      'code',
      state.issueCode(target.toString(), url.searchParams.get('code_challenge')),
    );
    target.searchParams.set('state', url.searchParams.get('state') ?? '');
    response.writeHead(302, { location: target.toString() });
    return void response.end();
  }
  if (request.method === 'POST' && url.pathname === '/oauth/token') {
    const answer = answerToken(state, new URLSearchParams(await readBody(request)));
    return json(response, answer.status, answer.body);
  }
  if (request.method === 'POST' && url.pathname === '/oauth/revoke') {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    state.revokeAccessToken(token);
    return void response.writeHead(200).end();
  }
  if (request.method === 'POST' && url.pathname === '/graphql') {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    const body = JSON.parse(await readBody(request)) as {
      query: string;
      variables?: Record<string, unknown>;
    };
    const answer = state.isValidAccessToken(token)
      ? answerLinearGraphql(state, body, baseUrl())
      : notAuthenticated;
    if (state.loseNextIssueCreateAnswer && body.query.includes('issueCreate')) {
      state.loseNextIssueCreateAnswer = false;
      return void request.socket.destroy();
    }
    for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
    return json(response, answer.status, answer.body);
  }
  const issuePage = /^\/[^/]+\/issue\/([A-Z]+-\d+)/.exec(url.pathname);
  const issue = [...state.issues.values()].find((item) => item.identifier === issuePage?.[1]);
  if (request.method === 'GET' && issue) {
    const workflowState = state.states.find((item) => item.id === issue.stateId);
    return send(
      response,
      200,
      'text/html; charset=utf-8',
      `<!doctype html><title>${issue.identifier} ${escapeHtml(issue.title)}</title><h1>${
        issue.identifier
      } ${escapeHtml(issue.title)}</h1><p>Status: ${escapeHtml(workflowState?.name ?? '')}</p><pre>${escapeHtml(
        issue.description,
      )}</pre>`,
    );
  }
  json(response, 404, { error: 'not_found' });
}

/**
 * A local stand-in for Linear: the authorize page, the OAuth token and revoke endpoints, the GraphQL
 * API the SDK talks to, issue pages for "View in Linear", and a webhook sender signing like Linear.
 */
export async function startFakeLinear(options: { port?: number } = {}): Promise<FakeLinear> {
  const state = new FakeLinearState();
  let url = '';
  const server = createServer((request, response) => {
    handle(state, () => url, request, response).catch((error: unknown) => {
      json(response, 500, { errors: [{ message: String(error) }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    env: {
      LINEAR_CLIENT_ID: state.clientId,
      LINEAR_CLIENT_SECRET: state.clientSecret,
      LINEAR_WEBHOOK_SECRET: state.webhookSecret,
      LINEAR_API_URL: url,
      LINEAR_AUTHORIZE_URL: `${url}/oauth/authorize`,
    },
    moveIssue: (target, issueId, stateName, webhookOptions) =>
      sendLinearWebhook(state, target, state.moveIssue(issueId, stateName), url, webhookOptions),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
