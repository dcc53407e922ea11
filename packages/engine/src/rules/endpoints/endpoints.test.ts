import { describe, expect, it } from 'vitest';
import { scanFixture } from '../../../test/support/scan-fixture.js';

describe('endpoints rule', () => {
  it('finds method changes, renamed and removed routes, moved prefixes and unknown query parameters', async () => {
    expect(await scanFixture('endpoints')).toEqual([
      'parameter_mismatch docs/api.md:12 page',
      'endpoint_mismatch docs/api.md:14 PUT /api/v2/users/{id}',
      'endpoint_mismatch docs/api.md:18 POST /api/v2/users/:id/enable',
      'endpoint_mismatch docs/api.md:22 DELETE /api/v2/users/:id/sessions',
      'endpoint_mismatch docs/api.md:28 GET /api/v1/users',
      'extra_parameter docs/api.md:40 nickname',
    ]);
  });
});
