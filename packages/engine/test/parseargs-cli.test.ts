import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('flags declared with node:util parseArgs', () => {
  it('checks shell examples and defaults against parseArgs options', async () => {
    expect(await scanFixture('parseargs-cli')).toEqual([
      'incorrect_example README.md:5 --output',
      'parameter_mismatch README.md:10 --format',
    ]);
  });
});
