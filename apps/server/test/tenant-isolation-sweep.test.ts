import { randomUUID } from 'node:crypto';
import { insertDocSource, linkDocSourceRepository } from '@driftwatch/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { connectScannedSample } from './support/sample-repository.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

/**
 * Every operation of the OpenAPI document, tried with another organization's ids and without a token:
 * a route added tomorrow is swept the day it is added. Organization A has a scanned repository, drift
 * issues, a comment, an alert channel and members; organization B's owner tries each of A's ids.
 */

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
}
interface OpenApiOperation {
  security?: unknown[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

interface TenantIds {
  organizationId: string;
  memberId: string;
  repositoryId: string;
  issueId: string;
  scanId: string;
  channelId: string;
  integrationId: string;
  docSourceId: string;
}

/** Request bodies the generator cannot make valid (cross-field rules); valid, so a 422 cannot hide a leak. */
const exampleBodies: Record<string, (ids: TenantIds) => unknown> = {
  'POST /api/repositories/{id}/notification-channels': () => ({
    type: 'email',
    emails: ['sweep@example.com'],
    events: ['drift_detected'],
  }),
  'PUT /api/repositories/{id}/notification-channels/{channelId}': () => ({
    type: 'email',
    emails: ['sweep@example.com'],
    events: ['drift_detected'],
  }),
  'PATCH /api/drift-issues/bulk/status': (ids) => ({ issue_ids: [ids.issueId], status: 'ignored' }),
  'POST /api/teams/organizations/{id}/invite': () => ({ email: 'sweep-invitee@example.com', role: 'member' }),
  'POST /api/integrations/email/setup': () => ({ primaryEmail: 'sweep@example.com' }),
  'POST /api/doc-sources': () => ({
    provider: 'notion',
    name: 'Sweep',
    scope: { pageIds: ['0ec01205ee7641e1ae08a35548420012'] },
  }),
  'PUT /api/doc-sources/{id}': () => ({ scope: { pageIds: ['0ec01205ee7641e1ae08a35548420012'] } }),
  'POST /api/doc-sources/{id}/notification-channels': () => ({
    type: 'email',
    emails: ['sweep@example.com'],
    events: ['syncFailed'],
  }),
};

/** The value of a path or query parameter: the other organization's id of that kind. */
function parameterValue(path: string, name: string, ids: TenantIds): string | undefined {
  if (name === 'memberId') return ids.memberId;
  if (name === 'issueId') return ids.issueId;
  if (name === 'channelId') return ids.channelId;
  if (name === 'repository' || name === 'repositoryId') return ids.repositoryId;
  if (name === 'sourceId') return ids.docSourceId;
  if (name !== 'id') return undefined;
  if (path.startsWith('/api/teams/organizations/')) return ids.organizationId;
  if (path.startsWith('/api/plans/members/')) return ids.memberId;
  if (path.startsWith('/api/repositories/')) return ids.repositoryId;
  if (path.startsWith('/api/drift-issues/')) return ids.issueId;
  if (path.startsWith('/api/scans/')) return ids.scanId;
  if (path.startsWith('/api/integrations/')) return ids.integrationId;
  if (path.startsWith('/api/doc-sources/')) return ids.docSourceId;
  return undefined;
}

/** Path parameters that are not ids: a value the route accepts, so it reaches its checks. */
const pathValues: Record<string, string> = { platform: 'slack', host: 'gitlab' };

/** A minimal value the schema accepts: required properties only, first enum members, plausible strings. */
function exampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return exampleOf(choice.find((option) => option.type !== 'null') ?? choice[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part)));
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, exampleOf(schema.properties?.[key])]),
      );
    case 'array':
      return [];
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'sweep@example.com';
      if (schema.format === 'uri') return 'https://example.com/sweep';
      return 'sweep-value'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return {};
  }
}

/** A valid body for the operation: its example, else one made from its schema; none for GET and DELETE. */
function bodyFor(method: string, template: string, operation: OpenApiOperation, ids: TenantIds): unknown {
  if (method === 'GET' || method === 'DELETE') return undefined;
  const example = exampleBodies[`${method} ${template}`];
  return example ? example(ids) : exampleOf(operation.requestBody?.content?.['application/json']?.schema);
}

/** The query: the other organization's ids where a parameter names one, plausible values where one is required. */
function queryFor(template: string, operation: OpenApiOperation, ids: TenantIds): URLSearchParams {
  const query = new URLSearchParams();
  for (const parameter of (operation.parameters ?? []).filter((candidate) => candidate.in === 'query')) {
    const value = parameterValue(template, parameter.name, ids);
    if (value) query.set(parameter.name, value);
    else if (parameter.required) query.set(parameter.name, String(exampleOf(parameter.schema)));
  }
  return query;
}

describe('tenant isolation sweep over every operation of the OpenAPI document', () => {
  let server: TestServer;
  let owner: TeamMember;
  let stranger: TeamMember;
  let ids: TenantIds;
  let operations: Array<{ method: string; template: string; operation: OpenApiOperation }>;

  /** What organization A's owner sees; the sweep must leave all of it as it was. */
  async function snapshotOfA(): Promise<unknown> {
    const read = async (path: string) => {
      const answer = await server.api('GET', path, { token: owner.token });
      expect(answer.status, `${path} for the owner`).toBe(200);
      return answer.body;
    };
    return {
      repositories: await read('/api/repositories'),
      issues: await read('/api/drift-issues?limit=200'),
      issue: await read(`/api/drift-issues/${ids.issueId}`),
      comments: await read(`/api/drift-issues/${ids.issueId}/comments`),
      channels: await read(`/api/repositories/${ids.repositoryId}/notification-channels`),
      organization: await read(`/api/teams/organizations/${ids.organizationId}`),
      scan: await read(`/api/scans/${ids.scanId}`),
      integrations: await read('/api/integrations'),
      docSources: await read('/api/doc-sources'),
      docSourceChannels: await read(`/api/doc-sources/${ids.docSourceId}/notification-channels`),
    };
  }

  beforeAll(async () => {
    server = await startTestServer('pglite');
    owner = await createTeamMember(server, 'Alice Owner');
    stranger = await createTeamMember(server, 'Mallory Stranger');
    const repositoryId = await connectScannedSample(server, owner.token);
    const issues = await server.api<{ data: Array<{ id: string }> }>('GET', '/api/drift-issues', {
      token: owner.token,
    });
    const scans = await server.api<{ scans: Array<{ id: string }> }>(
      'GET',
      `/api/repositories/${repositoryId}/scans`,
      { token: owner.token },
    );
    const channel = await server.api<{ channel: { id: string } }>(
      'POST',
      `/api/repositories/${repositoryId}/notification-channels`,
      {
        token: owner.token,
        body: { type: 'email', emails: ['docs@example.com'], events: ['drift_detected'] },
      },
    );
    const organization = await server.api<{ members: Array<{ id: string }> }>(
      'GET',
      `/api/teams/organizations/${owner.organizationId}`,
      { token: owner.token },
    );
    const integration = await server.api<{ integration: { id: string } }>(
      'POST',
      '/api/integrations/email/setup',
      { token: owner.token, body: { primaryEmail: 'alerts-of-a@example.com' } },
    );
    // Creating a source needs Notion connected; the sweep only needs the rows, linked and with a channel.
    const docSource = await insertDocSource(server.context.db, {
      organizationId: owner.organizationId,
      provider: 'notion',
      name: 'Only organization A',
      pageIds: ['0ec01205ee7641e1ae08a35548420012'],
    });
    await linkDocSourceRepository(server.context.db, {
      organizationId: owner.organizationId,
      docSourceId: docSource.id,
      repositoryId,
    });
    const sourceChannel = await server.api('POST', `/api/doc-sources/${docSource.id}/notification-channels`, {
      token: owner.token,
      body: { type: 'email', emails: ['docs@example.com'], events: ['syncFailed'] },
    });
    expect(sourceChannel.status).toBe(201);
    ids = {
      docSourceId: docSource.id,
      integrationId: integration.body.integration?.id ?? '',
      organizationId: owner.organizationId,
      memberId: organization.body.members[0]?.id ?? '',
      repositoryId,
      issueId: issues.body.data[0]?.id ?? '',
      scanId: scans.body.scans[0]?.id ?? '',
      channelId: channel.body.channel?.id ?? '',
    };
    expect(
      Object.values(ids).every((value) => value !== ''),
      JSON.stringify(ids),
    ).toBe(true);
    const comment = await server.api('POST', `/api/drift-issues/${ids.issueId}/comments`, {
      token: owner.token,
      body: { comment: 'Only organization A may read this' },
    });
    expect(comment.status).toBe(201);
    const document = (await server.api<OpenApiDocument>('GET', '/api/openapi.json')).body;
    operations = Object.entries(document.paths).flatMap(([template, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        operation,
      })),
    );
  }, 180_000);

  afterAll(async () => {
    await server?.close();
  });

  it('answers 401 to every signed-in operation called without a token', async () => {
    const secured = operations.filter(({ operation }) => (operation.security ?? []).length > 0);
    expect(secured.length).toBeGreaterThan(40);
    for (const { method, template, operation } of secured) {
      const path = template.replace(
        /\{(\w+)\}/g,
        (_, name: string) => parameterValue(template, name, ids) ?? pathValues[name] ?? randomUUID(),
      );
      const query = queryFor(template, operation, ids);
      const url = query.size > 0 ? `${path}?${query}` : path;
      const answer = await server.api(method, url, { body: bodyFor(method, template, operation, ids) });
      expect(answer.status, `${method} ${url} without a token (${answer.text.slice(0, 200)})`).toBe(401);
    }
  });

  it("finds none of another organization's ids, changes none of its data and leaks none of it", async () => {
    const before = await snapshotOfA();
    const secrets = [
      ids.organizationId,
      ids.repositoryId,
      ids.issueId,
      ids.scanId,
      ids.channelId,
      ids.integrationId,
      'alerts-of-a@example.com',
      'Only organization A',
    ];
    let swept = 0;
    for (const { method, template, operation } of operations) {
      if ((operation.security ?? []).length === 0) continue;
      const pathIdsOfA = (operation.parameters ?? []).some(
        (parameter) => parameter.in === 'path' && parameterValue(template, parameter.name, ids),
      );
      const query = queryFor(template, operation, ids);
      const targetsA =
        pathIdsOfA ||
        [...query.keys()].some((name) => parameterValue(template, name, ids)) ||
        exampleBodies[`${method} ${template}`] !== undefined;
      // Operations on the caller's own account (sign-out, passwords) are not another tenant's business.
      if (!targetsA && method !== 'GET') continue;
      const path = template.replace(
        /\{(\w+)\}/g,
        (_, name: string) => parameterValue(template, name, ids) ?? pathValues[name] ?? randomUUID(),
      );
      const url = query.size > 0 ? `${path}?${query}` : path;
      const answer = await server.api(method, url, {
        token: stranger.token,
        body: bodyFor(method, template, operation, ids),
      });
      const where = `${method} ${url} by another organization (${answer.status} ${answer.text.slice(0, 200)})`;
      expect(answer.status, where).not.toBe(500);
      expect(answer.status, `${where}: add an example body so validation cannot hide the check`).not.toBe(
        422,
      );
      if (pathIdsOfA) expect([403, 404], where).toContain(answer.status);
      // An id the request itself carried may be echoed (a filter's value); nothing else of A may appear.
      for (const secret of secrets.filter((value) => !url.includes(value)))
        expect(answer.text, where).not.toContain(secret);
      swept += 1;
    }
    expect(swept).toBeGreaterThan(30);
    expect(await snapshotOfA()).toEqual(before);
  }, 120_000);
});
