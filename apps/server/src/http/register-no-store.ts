import type { FastifyInstance } from 'fastify';

/**
 * API answers carry account and organization data: no browser or proxy cache may keep them (a
 * shared computer's back button, a caching proxy). Public /api answers are cheap, so they are
 * treated the same rather than listed.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    // A route that chose its own caching (an immutable, versioned image) keeps it.
    if (reply.hasHeader('cache-control')) return;
    if (request.url.startsWith('/api/') || request.headers.authorization)
      reply.header('cache-control', 'no-store');
  });
}
