import { errorResponseSchema } from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
}

interface Operation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const nul = 'a\u0000b';

function isType(schema: JsonSchema, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

/** Every path (dot-separated) in the schema that holds a string. */
function stringPaths(schema: JsonSchema, prefix: string[] = []): string[][] {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const paths = branches.flatMap((branch) => stringPaths(branch, prefix));
  if (isType(schema, 'string') && !schema.enum) paths.push(prefix);
  if (schema.items) paths.push(...stringPaths(schema.items, [...prefix, '0']));
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    paths.push(...stringPaths(property, [...prefix, key]));
  return paths;
}

/** A plausible value of the schema, so the request is refused for the planted character rather than a missing field. */
function sample(schema: JsonSchema): unknown {
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return sample(branch);
  if (schema.enum) return schema.enum[0];
  if (isType(schema, 'object') || schema.properties) {
    const value: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) value[key] = sample(property);
    return value;
  }
  if (isType(schema, 'array')) return schema.items ? [sample(schema.items)] : [];
  if (isType(schema, 'integer') || isType(schema, 'number')) return 1;
  if (isType(schema, 'boolean')) return true;
  if (schema.format === 'email') return 'someone@example.com';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'uri') return 'https://example.com/';
  return 'sample text';
}

function plant(value: unknown, path: string[], planted: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return planted;
  if (Array.isArray(value)) return [plant(value[0], rest, planted)];
  const object = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { ...object, [head]: plant(object[head], rest, planted) };
}

describe.each(testEngines())('characters PostgreSQL cannot store, on %s', (engine) => {
  let server: TestServer;
  let member: TeamMember;
  beforeAll(async () => {
    server = await startTestServer(engine, { workers: false });
    member = await createTeamMember(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Every table's rows, hashed: a refused request must leave all of them as they were. */
  async function snapshot(): Promise<string> {
    const tables = await server.database.handle.executeSql(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const hashes: string[] = [];
    for (const row of tables.rows) {
      const name = String(row.tablename);
      const result = await server.database.handle.executeSql(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t`,
      );
      hashes.push(`${name}:${String(result.rows[0]?.hash)}`);
    }
    return hashes.join('\n');
  }

  it('answers 422 naming the field for NUL in every string of every body and query string', async () => {
    const document = await server.api<{ paths: Record<string, Record<string, Operation>> }>(
      'GET',
      '/api/openapi.json',
    );
    const before = await snapshot();
    const cases: string[] = [];
    for (const [template, operations] of Object.entries(document.body.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const pathname = template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
        const requests: { field: string; body?: unknown; search?: string }[] = [];
        if (bodySchema) {
          const valid = sample(bodySchema);
          for (const path of stringPaths(bodySchema))
            requests.push({ field: path.join('.'), body: plant(valid, path, nul) });
        }
        for (const parameter of query) {
          const search = new URLSearchParams();
          for (const other of query) search.set(other.name, String(sample(other.schema ?? {})));
          search.set(parameter.name, nul);
          requests.push({
            field: parameter.name,
            search: search.toString(),
            body: bodySchema && sample(bodySchema),
          });
        }
        for (const request of requests) {
          const url = request.search ? `${pathname}?${request.search}` : pathname;
          const response = await server.api(method.toUpperCase(), url, {
            token: member.token,
            ...(request.body !== undefined ? { body: request.body } : {}),
          });
          const label = `${method.toUpperCase()} ${template} ${request.field}`;
          cases.push(label);
          expect(response.status, label).toBe(422);
          const { error } = errorResponseSchema.parse(response.body);
          expect(error.code, label).toBe('VALIDATION_ERROR');
          expect(
            error.details?.fields?.map((field) => field.path),
            label,
          ).toContain(request.field);
        }
      }
    }
    // The probe found 22 route and field combinations; the document holds at least as many.
    expect(cases.length).toBeGreaterThanOrEqual(22);
    expect(cases).toEqual(
      expect.arrayContaining(['GET /api/drift-issues search', 'PUT /api/user/profile name']),
    );
    expect(await snapshot()).toBe(before);
  });

  it('answers 422 for an unpaired surrogate, which has no UTF-8 form', async () => {
    const response = await server.api('PUT', '/api/user/profile', {
      token: member.token,
      rawBody: '{"name":"Ada \\ud800 Lovelace"}',
    });
    expect(response.status).toBe(422);
    expect(errorResponseSchema.parse(response.body).error.details?.fields?.[0]?.path).toBe('name');
  });

  it('still accepts a paired surrogate (an emoji)', async () => {
    const response = await server.api('PUT', '/api/user/profile', {
      token: member.token,
      body: { name: 'Ada 🚀 Lovelace' },
    });
    expect(response.status).toBe(200);
  });
});
