import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('runtime environment variables', () => {
  it('does not judge variables Node.js and other tools read themselves, and still reports a renamed project variable', async () => {
    // NODE_KIT_SECRET_KEY configures another tool (`vaultx run`), on its shell line and in prose.
    expect(await scanFixture('env-runtime')).toEqual([
      'config_mismatch README.md:12 NODE_KIT_TIMEOUTS',
      'config_mismatch README.md:23 NODE_KIT_RETRIES',
    ]);
  });
});
