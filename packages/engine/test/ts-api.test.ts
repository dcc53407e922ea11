import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('API reference, option table and code example rules (TypeScript)', () => {
  it('finds renamed options, renamed and missing functions, missing methods, parameter drift and bad imports', async () => {
    expect(await scanFixture('ts-api')).toEqual([
      'parameter_mismatch README.md:11 ttl',
      'extra_parameter README.md:12 compression',
      'method_mismatch README.md:18 compactFiles',
      'missing_parameter README.md:22 value',
      'method_mismatch README.md:27 remove',
      'extra_parameter README.md:28 force',
      'incorrect_example README.md:31 closeStore',
      'incorrect_example README.md:34 delete',
      'incorrect_example README.md:35 openStore',
    ]);
  });
});
