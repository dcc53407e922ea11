import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('routes from an OpenAPI document', () => {
  it('checks documented endpoints against the OpenAPI paths when no framework routes exist', async () => {
    expect(await scanFixture('openapi-routes')).toEqual([
      'extra_parameter docs/api.md:8 offset',
      'endpoint_mismatch docs/api.md:10 DELETE /v1/pets/{petId}',
      'endpoint_mismatch docs/api.md:14 GET /v1/owners',
    ]);
  });
});
