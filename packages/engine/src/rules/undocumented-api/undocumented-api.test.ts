import { describe, expect, it } from 'vitest';
import { scanFixture } from '../../../test/support/scan-fixture.js';

describe('undocumented-api rule', () => {
  it('reports public functions of documented modules that no doc mentions', async () => {
    expect(await scanFixture('undocumented', { ignoreUndocumented: false })).toEqual([
      'undocumented_api src/api.js:5 disconnect',
    ]);
  });

  it('leaves out variants of documented functions (corsWithConfig of cors, gzipf of gzip)', async () => {
    expect(await scanFixture('undocumented-variants', { ignoreUndocumented: false })).toEqual([
      'undocumented_api src/middleware.js:21 reset',
    ]);
  });
});
