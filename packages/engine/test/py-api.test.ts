import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('rules on Python facts', () => {
  it('finds keyword renames, default drift, bad imports, missing methods and unknown env vars', async () => {
    expect(await scanFixture('py-api')).toEqual([
      'parameter_mismatch docs/usage.md:7 precision',
      'extra_parameter docs/usage.md:8 digits',
      'parameter_mismatch docs/usage.md:10 clip',
      'incorrect_example docs/usage.md:15 Square',
      'incorrect_example docs/usage.md:17 grow',
      'incorrect_example docs/usage.md:25 volume',
      'config_mismatch docs/usage.md:28 GEO_PRECISION',
    ]);
  });
});
