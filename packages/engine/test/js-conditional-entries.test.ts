import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('packages with an entry per condition', () => {
  it('judges an import against every entry the package exports (import and require), not only the first', async () => {
    // SocketServer and createStream are exported by wrapper.mjs (the `import` condition) and assigned
    // onto the required class in index.js; SocketClient is exported by neither.
    expect(await scanFixture('js-conditional-entries')).toEqual([
      'incorrect_example README.md:11 SocketClient',
    ]);
  }, 120_000);
});
