import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('CommonJS modules that add members at run time', () => {
  it('counts members assigned, Object.assign-ed, defined, decorated or mixed into the exported binding, and still reports a missing one', async () => {
    // Pool, parseUrl, version and disconnect are added to Client in index.js, retry by a plugin's
    // decorate, Pool's on by a mixin; connectTo exists nowhere.
    expect(await scanFixture('js-commonjs-members')).toEqual(['incorrect_example README.md:18 connectTo']);
  }, 120_000);
});
