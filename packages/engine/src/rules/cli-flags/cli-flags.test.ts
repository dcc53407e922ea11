import { describe, expect, it } from 'vitest';
import { scanFixture } from '../../../test/support/scan-fixture.js';

describe('cli-flags rule', () => {
  it('finds removed commands, renamed and removed flags, wrong defaults and bad example flags', async () => {
    expect(await scanFixture('cli-flags')).toEqual([
      'method_mismatch README.md:7 unpack',
      'parameter_mismatch README.md:13 --level',
      'parameter_mismatch README.md:14 --output',
      'extra_parameter README.md:15 --fast',
      'incorrect_example README.md:19 --all',
      'incorrect_example README.md:21 unpack',
      'parameter_mismatch README.md:25 --jsn',
    ]);
  });
});
