import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('Flask blueprint prefixes', () => {
  it("keeps the Blueprint's url_prefix unless register_blueprint gives one", async () => {
    expect(await scanFixture('flask-blueprints')).toEqual([
      'endpoint_mismatch docs/api.md:11 DELETE /items/{item_id}',
      'endpoint_mismatch docs/api.md:19 POST /orders',
    ]);
  });
});
