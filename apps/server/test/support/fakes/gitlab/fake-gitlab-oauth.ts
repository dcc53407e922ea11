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

/** A new access token (two hours, as GitLab's) and a refresh token that gets the next one. */
function issueTokens(state: FakeGitlabState) {
  const accessToken = randomBytes(32).toString('hex');
  const refreshToken = randomBytes(32).toString('hex');
  state.tokens.add(accessToken);
  state.refreshTokens.set(refreshToken, accessToken);
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: 7200,
    refresh_token: refreshToken,
    scope: 'api',
    created_at: Math.floor(Date.now() / 1000),
  };
}

/**
 * The refresh_token grant: the client's credentials and a refresh token not yet spent get a new
 * pair; the old refresh token and its access token stop working, as GitLab revokes them.
 */
function refreshGrant(
  state: FakeGitlabState,
  application: FakeGitlabApplication,
  form: URLSearchParams,
  response: ServerResponse,
): void {
  if (
    form.get('client_id') !== application.clientId ||
    form.get('client_secret') !== application.clientSecret
  ) {
    sendJson(response, 401, {
      error: 'invalid_client',
      error_description:
        'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
    });
    return;
  }
  const refreshToken = form.get('refresh_token') ?? '';
  const previous = state.refreshTokens.get(refreshToken);
  if (previous === undefined) {
    sendJson(response, 400, {
      error: 'invalid_grant',
      error_description:
        'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
    });
    return;
  }
  state.refreshTokens.delete(refreshToken);
  state.tokens.delete(previous);
  sendJson(response, 200, issueTokens(state));
}

/**
 * GitLab's OAuth 2 provider (Doorkeeper) for one application: /oauth/authorize approves at once,
 * as a signed-in user pressing Authorize would, and redirects with a code; /oauth/token exchanges
 * it once, checking the client credentials, the redirect URI and the PKCE verifier (S256), and
 * renews a pair with its refresh token once.
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
    if (form.get('grant_type') === 'refresh_token') {
      refreshGrant(state, application, form, response);
      return true;
    }
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
    sendJson(response, 200, issueTokens(state));
    return true;
  }
  return false;
}
