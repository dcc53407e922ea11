import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './app-error.js';
import { sendError } from './error-handler.js';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Driftwatch</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The Driftwatch web app is not built yet</h1>
<p>The API is running under <code>/api</code>. To serve the web app, run <code>npm run build</code> in the
project folder, then restart the server.</p>
</body></html>
`;

/**
 * Serves the built React app; every GET outside /api that is not a file gets index.html so the
 * client router can handle it. Unknown /api paths answer 404 in the API's error format.
 */
export async function serveWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const built = existsSync(path.join(webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: 'index.html',
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those can be cached for good.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return sendError(reply, notFound());
    if (!built) return reply.status(503).type('text/html; charset=utf-8').send(notBuiltPage);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
