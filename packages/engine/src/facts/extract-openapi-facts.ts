import { parse } from 'yaml';
import { createLineIndex } from '../util/line-index.js';
import type { FileFacts, RouteFact } from './types.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : undefined;
}

/** The path part of `servers[0].url` (OpenAPI 3) or `basePath` (Swagger 2): the prefix of every path. */
function basePath(spec: Record<string, unknown>): string {
  if (typeof spec.basePath === 'string') return spec.basePath;
  const servers = Array.isArray(spec.servers) ? spec.servers : [];
  const url = record(servers[0])?.url;
  if (typeof url !== 'string') return '';
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  return path.startsWith('/') ? path.replace(/\/$/, '') : '';
}

/** Routes of an OpenAPI 3 / Swagger 2 document, with query and body parameter names. */
export function extractOpenApiFacts(path: string, text: string, hash: string): FileFacts {
  const facts: FileFacts = {
    path,
    language: 'openapi',
    hash,
    symbols: [],
    routers: [],
    routes: [],
    mounts: [],
    cliOptions: [],
    envVars: [],
    imports: [],
    identifiers: [],
  };
  let spec: Record<string, unknown> | undefined;
  try {
    spec = record(path.endsWith('.json') ? JSON.parse(text) : parse(text));
  } catch {
    return facts;
  }
  const paths = record(spec?.paths);
  if (!spec || !paths || (spec.openapi === undefined && spec.swagger === undefined)) return facts;
  const line = createLineIndex(text);
  const base = basePath(spec);
  for (const [routePath, item] of Object.entries(paths)) {
    const operations = record(item);
    if (!operations) continue;
    const at = text.indexOf(`${routePath}`);
    for (const method of METHODS) {
      const op = record(operations[method]);
      if (!op) continue;
      const params = [
        ...(Array.isArray(operations.parameters) ? operations.parameters : []),
        ...(Array.isArray(op.parameters) ? op.parameters : []),
      ]
        .map(record)
        .filter((p): p is Record<string, unknown> => p !== undefined);
      const named = (where: string) =>
        params.filter((p) => p.in === where && typeof p.name === 'string').map((p) => String(p.name));
      const route: RouteFact = {
        method: method.toUpperCase(),
        path: `${base}${routePath}`,
        framework: 'openapi',
        location: { path, line: at >= 0 ? line(at) : 1 },
      };
      const query = named('query');
      if (query.length > 0) route.queryParams = query;
      facts.routes.push(route);
    }
  }
  return facts;
}
