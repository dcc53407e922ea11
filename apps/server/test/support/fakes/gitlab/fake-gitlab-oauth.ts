import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeGitlabState } from './fake-gitlab-state.js';

export interface FakeGitlabApplication {
  clientId: string;
  clientSecret: string;
}

interface PendingCode {
  redirectUri: string;
  challenge: string;
}

const codes = new WeakMap<FakeGitlabState, Map<string, PendingCode>>();

function pendingCodes(state: FakeGitlabState): Map<string, PendingCode> {
  let map = codes.get(state);
  if (!map) {
    map = new Map();
    codes.set(state, map);
  }
  return map;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * GitLab's OAuth 2 provider (Doorkeeper) for one application: /oauth/authorize approves at once,
 * as a signed-in user pressing Authorize would, and redirects with a code; /oauth/token exchanges
 * it once, checking the client credentials, the redirect URI and the PKCE verifier (S256).
 */
export function handleGitlabOauth(
  state: FakeGitlabState,
  application: FakeGitlabApplication,
  request: IncomingMessage,
  response: ServerResponse,
  formBody: string,
): boolean {
  const url = new URL(request.url ?? '/', 'http://fake.gitlab');
  if (request.method === 'GET' && url.pathname === '/oauth/authorize') {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    if (url.searchParams.get('client_id') !== application.clientId || !redirectUri) {
      response.writeHead(400).end('The client identifier provided is invalid.');
      return true;
    }
    const code = randomBytes(16).toString('hex');
    pendingCodes(state).set(code, { redirectUri, challenge: url.searchParams.get('code_challenge') ?? '' });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    response.writeHead(302, { location: back.toString() }).end();
    return true;
  }
  if (request.method === 'POST' && url.pathname === '/oauth/token') {
    const form = new URLSearchParams(formBody);
    const code = form.get('code') ?? '';
    const pending = pendingCodes(state).get(code);
    pendingCodes(state).delete(code);
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      form.get('client_id') !== application.clientId ||
      form.get('client_secret') !== application.clientSecret
    ) {
      sendJson(response, 401, { error: 'invalid_client' });
      return true;
    }
    if (!pending || pending.redirectUri !== form.get('redirect_uri') || pending.challenge !== challenge) {
      sendJson(response, 400, { error: 'invalid_grant' });
      return true;
    }
    const accessToken = randomBytes(32).toString('hex');
    state.tokens.add(accessToken);
    sendJson(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 7200,
      refresh_token: randomBytes(32).toString('hex'),
      scope: 'api',
      created_at: Math.floor(Date.now() / 1000),
    });
    return true;
  }
  return false;
}
