import type { FastifyInstance } from 'fastify';

/**
 * Keeps JSON bodies as the raw bytes the provider sent, for this plugin's routes only: a webhook's
 * signature covers those exact bytes, so they are verified before anything is parsed.
 */
export function keepRawJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
}

/** A header's value; a header sent twice counts by its first value. */
export function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
