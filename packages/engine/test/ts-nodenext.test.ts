import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('NodeNext import specifiers', () => {
  it('resolves routers imported as ./x.js from .ts sources, including folder index files', async () => {
    expect(await scanFixture('ts-nodenext')).toEqual([
      'endpoint_mismatch docs/api.md:7 PUT /api/orders/:orderId',
      'endpoint_mismatch docs/api.md:15 GET /admin/stats',
    ]);
  });
});
