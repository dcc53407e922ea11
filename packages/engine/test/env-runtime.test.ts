import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('runtime environment variables', () => {
  it('does not judge variables Node.js and tools read themselves, and still reports a renamed project variable', async () => {
    expect(await scanFixture('env-runtime')).toEqual(['config_mismatch README.md:12 NODE_KIT_TIMEOUTS']);
  });
});
