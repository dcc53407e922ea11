import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('option keys from JSDoc, in tables and lists under a signature heading', () => {
  it('checks documented options against @param options.key tags', async () => {
    expect(await scanFixture('jsdoc-options')).toEqual([
      'parameter_mismatch README.md:7 timeout',
      'extra_parameter README.md:9 retries',
      'extra_parameter README.md:17 backoff',
    ]);
  });
});
