import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('Python instance attributes', () => {
  it('treats self.x assignments as class fields, so unknown members are reported exactly', async () => {
    expect(await scanFixture('py-attributes')).toEqual([
      'method_mismatch docs/usage.md:9 lang',
      'method_mismatch docs/usage.md:10 city',
      'incorrect_example docs/usage.md:18 forecast_daily',
    ]);
  });
});
