import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('undocumented-api rule', () => {
  it('reports public functions of documented modules that no doc mentions', async () => {
    expect(await scanFixture('undocumented', { ignoreUndocumented: false })).toEqual([
      'undocumented_api src/api.js:5 disconnect',
    ]);
  });
});
