import type { FieldError } from '@driftwatch/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationFailed } from './app-error.js';

/**
 * PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate has no UTF-8 encoding, so either
 * character would fail the query with a 500 deep inside a service. One check before validation
 * turns them into a 422 naming the field, for every route at once.
 */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || loneSurrogate.test(text);
}

const message = 'Contains a character that cannot be stored (NUL or an unpaired surrogate).';

function collect(value: unknown, path: string, found: FieldError[]): void {
  if (typeof value === 'string') {
    if (isUnstorable(value)) found.push({ path, message });
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries())
      collect(item, path ? `${path}.${index}` : String(index), found);
    return;
  }
  // Binary bodies (a Buffer) are not text.
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      // A bad key is reported as the key itself: it names the field the client sent.
      if (isUnstorable(key)) found.push({ path: path ? `${path}.${key}` : key, message });
      collect(item, path ? `${path}.${key}` : key, found);
    }
  }
}

function findUnstorableText(request: Pick<FastifyRequest, 'body' | 'query' | 'params'>): FieldError[] {
  const found: FieldError[] = [];
  collect(request.params, '', found);
  collect(request.query, '', found);
  collect(request.body, '', found);
  return found;
}

export function registerUnstorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = findUnstorableText(request);
    if (found.length > 0) throw validationFailed(found);
  });
}
