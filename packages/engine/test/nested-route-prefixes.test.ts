import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('route prefixes through nested and inline routers', () => {
  it('joins every level in Express (prefix-less `use(router)` too), Fastify (inline plugins too), Koa, Hono (basePath) and NestJS, and checks DTO and zod schema fields', async () => {
    expect(await scanFixture('routes-js')).toEqual([
      'endpoint_mismatch docs/express.md:21 GET /api/v2/users',
      'endpoint_mismatch docs/express.md:27 GET /api/v0/healthz',
      'extra_parameter docs/express.md:37 nickname',
      'endpoint_mismatch docs/fastify.md:9 GET /store/carts',
      'endpoint_mismatch docs/hono.md:5 GET /hono/admin/stats',
      'endpoint_mismatch docs/koa.md:5 GET /koa/books',
      'extra_parameter docs/nest.md:9 size',
      'extra_parameter docs/nest.md:17 owner',
      'endpoint_mismatch docs/nest.md:19 GET /cats',
    ]);
  });

  it('joins nested FastAPI routers, Flask blueprints, Django includes (a project in a subfolder, a DRF router subclass), and reads a body model of another file', async () => {
    expect(await scanFixture('routes-python')).toEqual([
      'extra_parameter docs/api.md:9 sort',
      'extra_parameter docs/api.md:17 colour',
      'endpoint_mismatch docs/api.md:19 GET /api/catalog/items',
      'endpoint_mismatch docs/api.md:25 GET /posts/{post_id}/comments',
      'endpoint_mismatch docs/api.md:31 GET /site/users/{pk}/',
      'endpoint_mismatch docs/api.md:37 GET /portal/api/widgets/cogs/',
    ]);
  });

  it('joins chi Route/Mount (another package too), gin and echo groups and gorilla/mux subrouters', async () => {
    expect(await scanFixture('routes-go')).toEqual([
      'endpoint_mismatch docs/api.md:5 GET /chi/orders',
      'endpoint_mismatch docs/api.md:13 GET /gin/users/:id',
      'endpoint_mismatch docs/api.md:19 GET /echo/logs',
      'endpoint_mismatch docs/api.md:25 GET /mux/books/{id}',
      'endpoint_mismatch docs/api.md:31 GET /billing/invoices',
    ]);
  });

  it('joins Spring class and method mappings with DTO body fields, axum nest and actix scopes', async () => {
    expect(await scanFixture('routes-jvm-rust')).toEqual([
      'extra_parameter docs/api.md:8 embed',
      'extra_parameter docs/api.md:16 note',
      'endpoint_mismatch docs/api.md:18 GET /orders/{id}',
      'endpoint_mismatch docs/api.md:24 GET /axum/users/:id',
      'endpoint_mismatch docs/api.md:30 GET /actix/items',
      'endpoint_mismatch docs/api.md:36 GET /actix/health',
    ]);
  });
});
