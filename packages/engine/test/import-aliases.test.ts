import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('JavaScript imports under local names', () => {
  it('resolve `extends` and exported instances through require, destructuring renames and default imports', async () => {
    // HttpClient extends `Base` (require of `module.exports = BaseClient`) and Session extends a
    // default import of it: both inherit close() and have closed member sets; `client` is built
    // from `Client`, the renamed HttpClient.
    expect(await scanFixture('js-import-aliases')).toEqual([
      'incorrect_example README.md:9 shutdown',
      'incorrect_example README.md:12 closeAll',
      'incorrect_example README.md:17 logout',
    ]);
  });
});
