import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeBitbucketState } from './fake-bitbucket-state.js';

/** An OAuth consumer as registered on Bitbucket: its callback URL is fixed on the consumer. */
export interface FakeBitbucketConsumer {
  key: string;
  secret: string;
  callbackUrl: string;
  /** Seconds an access token lasts (Bitbucket: 7200). */
  expiresIn: number;
}

export interface FakeBitbucketOauthLog {
  codes: Set<string>;
  refreshTokens: Set<string>;
  grants: string[];
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * Bitbucket's OAuth 2 endpoints on the site: /site/oauth2/authorize approves at once (as a signed-in
 * user pressing Grant access would) and redirects to the consumer's callback URL with a code;
 * /site/oauth2/access_token takes the consumer's key and secret in Basic auth and answers the
 * authorization_code grant (each code once) and the refresh_token grant, revoking the access token
 * a refresh replaces.
 */
export function handleBitbucketOauth(
  state: FakeBitbucketState,
  consumer: FakeBitbucketConsumer,
  log: FakeBitbucketOauthLog,
  request: IncomingMessage,
  response: ServerResponse,
  formBody: string,
): boolean {
  const url = new URL(request.url ?? '/', 'http://fake.bitbucket');
  if (request.method === 'GET' && url.pathname === '/site/oauth2/authorize') {
    if (
      url.searchParams.get('client_id') !== consumer.key ||
      url.searchParams.get('response_type') !== 'code'
    ) {
      response.writeHead(400).end('Invalid client_id or response_type');
      return true;
    }
    const code = randomBytes(16).toString('hex');
    log.codes.add(code);
    const back = new URL(consumer.callbackUrl);
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    response.writeHead(302, { location: back.toString() }).end();
    return true;
  }
  if (request.method !== 'POST' || url.pathname !== '/site/oauth2/access_token') return false;
  const expected = `Basic ${Buffer.from(`${consumer.key}:${consumer.secret}`).toString('base64')}`;
  if (request.headers.authorization !== expected) {
    sendJson(response, 401, {
      error: 'invalid_client',
      error_description: 'Invalid OAuth client credentials',
    });
    return true;
  }
  const form = new URLSearchParams(formBody);
  const grant = form.get('grant_type') ?? '';
  log.grants.push(grant);
  let refreshToken: string;
  if (grant === 'authorization_code') {
    const code = form.get('code') ?? '';
    if (!log.codes.delete(code)) {
      sendJson(response, 400, {
        error: 'invalid_grant',
        error_description: 'The authorization code is invalid or expired.',
      });
      return true;
    }
    refreshToken = randomBytes(24).toString('hex');
    log.refreshTokens.add(refreshToken);
  } else if (grant === 'refresh_token') {
    refreshToken = form.get('refresh_token') ?? '';
    if (!log.refreshTokens.has(refreshToken)) {
      sendJson(response, 400, { error: 'invalid_grant', error_description: 'Invalid refresh_token' });
      return true;
    }
  } else {
    sendJson(response, 400, { error: 'unsupported_grant_type' });
    return true;
  }
  const accessToken = randomBytes(32).toString('hex');
  state.tokens.add(accessToken);
  sendJson(response, 200, {
    access_token: accessToken,
    scopes: 'pullrequest:write repository:admin webhook',
    expires_in: consumer.expiresIn,
    refresh_token: refreshToken,
    token_type: 'bearer',
    state: grant,
  });
  return true;
}
