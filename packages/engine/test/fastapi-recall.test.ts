import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('FastAPI recall: env tables and query parameter lists', () => {
  it('reports unprefixed or unread env vars of the project table and renamed query parameters in lists', async () => {
    expect(await scanFixture('fastapi-recall')).toEqual([
      'parameter_mismatch docs/api.md:7 sort',
      'config_mismatch docs/configuration.md:6 CACHE_TTL',
      'config_mismatch docs/configuration.md:8 APP_REDIS_URL',
    ]);
  });
});
