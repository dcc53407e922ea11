import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  deleteIntegrationResponseSchema,
  errorResponseSchema,
  integrationListResponseSchema,
  providerConnectResponseSchema,
} from '@driftwatch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

interface Recorded {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * One local server standing in for Notion's API (/v1/oauth/token, /v1/oauth/revoke) and Linear's
 * (/oauth/token, /oauth/revoke, /graphql), answering with each provider's documented shapes.
 */
async function startFakeProviders() {
  const requests: Recorded[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const path = request.url ?? '';
      requests.push({ path, headers: request.headers, body });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (path === '/v1/oauth/token') {
        const basic = Buffer.from('notion-id:notion-secret').toString('base64');
        if (request.headers.authorization !== `Basic ${basic}`)
          return json(401, { object: 'error', status: 401, code: 'unauthorized', message: 'bad client' });
        if (JSON.parse(body).code !== 'notion-good-code')
          return json(400, { error: 'invalid_grant', error_description: 'bad code' });
        return json(200, {
          access_token: 'secret_notion_token',
          token_type: 'bearer',
          refresh_token: null,
          bot_id: 'bot-1',
          workspace_icon: 'https://example.com/icon.png',
          workspace_name: 'Docs Workspace',
          workspace_id: 'ws-123',
          owner: {
            type: 'user',
            user: {
              object: 'user',
              id: 'u-1',
              type: 'person',
              name: 'Nora Notion',
              avatar_url: null,
              person: { email: 'nora@example.com' },
            },
          },
          duplicated_template_id: null,
          request_id: 'req-1',
        });
      }
      if (path === '/v1/oauth/revoke') return json(200, {});
      if (path === '/oauth/token') {
        const form = new URLSearchParams(body);
        if (form.get('code') !== 'linear-good-code' || !form.get('code_verifier'))
          return json(400, { error: 'invalid_grant' });
        return json(200, {
          access_token: 'lin_oauth_token',
          token_type: 'Bearer',
          expires_in: 86399,
          scope: 'read,write',
          refresh_token: 'lin_refresh',
        });
      }
      if (path === '/oauth/revoke') return response.writeHead(200).end();
      if (path === '/graphql') {
        if (request.headers.authorization !== 'Bearer lin_oauth_token')
          return json(401, { errors: [{ message: 'Authentication required' }] });
        const { query } = JSON.parse(body) as { query: string };
        if (!query.includes('viewer')) return json(400, { errors: [{ message: 'Unknown query' }] });
        return json(200, {
          data: {
            viewer: {
              id: 'lu-1',
              name: 'Lin Ear',
              email: 'lin@example.com',
              avatarUrl: null,
              organization: { id: 'lo-1', name: 'Linear Org' },
            },
          },
        });
      }
      json(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('Linear and Notion connect flows against local fakes', () => {
  let fake: Awaited<ReturnType<typeof startFakeProviders>>;
  let server: TestServer;
  let member: TeamMember;

  beforeAll(async () => {
    fake = await startFakeProviders();
    server = await startTestServer('pglite', {
      workers: false,
      env: {
        NOTION_CLIENT_ID: 'notion-id',
        NOTION_CLIENT_SECRET: 'notion-secret',
        NOTION_API_URL: fake.url,
        LINEAR_CLIENT_ID: 'linear-id',
        LINEAR_CLIENT_SECRET: 'linear-secret',
        LINEAR_API_URL: fake.url,
        LINEAR_AUTHORIZE_URL: `${fake.url}/linear/oauth/authorize`,
      },
    });
    member = await createTeamMember(server);
  });

  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  async function start(provider: string, source: string) {
    const response = await server.api('GET', `/api/auth/${provider}/connect?source=${source}`, {
      token: member.token,
    });
    return new URL(providerConnectResponseSchema.parse(response.body).oauth_url);
  }

  it('connects Notion with the workspace and owner from the token answer', async () => {
    const url = await start('notion', 'knowledge');
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/v1/oauth/authorize`);
    expect(url.searchParams.get('owner')).toBe('user');
    const landed = await server.api(
      'GET',
      `/api/auth/notion/callback?code=notion-good-code&state=${url.searchParams.get('state')}`,
    );
    expect(landed.headers.get('location')).toBe('http://driftwatch.test/knowledge?success=notion');
    const list = await server.api('GET', '/api/integrations', { token: member.token });
    expect(integrationListResponseSchema.parse(list.body).integrations).toContainEqual(
      expect.objectContaining({
        platform: 'notion',
        teamName: 'Docs Workspace',
        externalId: 'ws-123',
        username: 'Nora Notion',
        userEmail: 'nora@example.com',
      }),
    );
    expect(list.text).not.toContain('secret_notion_token');
  });

  it('answers token_exchange_failed for a code Notion refuses', async () => {
    const url = await start('notion', 'integrations');
    const landed = await server.api(
      'GET',
      `/api/auth/notion/callback?code=other&state=${url.searchParams.get('state')}`,
    );
    expect(landed.headers.get('location')).toBe(
      'http://driftwatch.test/integrations?error=token_exchange_failed',
    );
  });

  it('connects Linear with PKCE and reads the viewer and organization through the SDK', async () => {
    const url = await start('linear', 'integrations');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('read,write');
    const landed = await server.api(
      'GET',
      `/api/auth/linear/callback?code=linear-good-code&state=${url.searchParams.get('state')}`,
    );
    expect(landed.headers.get('location')).toBe('http://driftwatch.test/integrations?success=linear');
    const list = integrationListResponseSchema.parse(
      (await server.api('GET', '/api/integrations', { token: member.token })).body,
    );
    const linear = list.integrations.find((integration) => integration.platform === 'linear');
    expect(linear).toMatchObject({
      teamName: 'Linear Org',
      externalId: 'lo-1',
      userEmail: 'lin@example.com',
      scopes: ['read', 'write'],
    });
    expect(list.catalogue.find((entry) => entry.id === 'linear')).toMatchObject({
      configured: true,
      missingConfig: [],
    });

    const removed = await server.api('DELETE', `/api/integrations/${linear?.id}`, { token: member.token });
    expect(deleteIntegrationResponseSchema.parse(removed.body).integration.status).toBe('revoked');
    const revoke = fake.requests.find((request) => request.path === '/oauth/revoke');
    expect(revoke?.headers.authorization).toBe('Bearer lin_oauth_token');
  });

  it('says GitHub connect is not available instead of failing later', async () => {
    const response = await server.api('GET', '/api/auth/github/connect?source=integrations', {
      token: member.token,
    });
    expect(errorResponseSchema.parse(response.body).error.details?.reason).toBe('provider_not_configured');
  });
});
