import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('members of project classes with a base the checker cannot read', () => {
  it('judges members against the fixed API of standard bases, lends imports to later examples, and reads the entry under dist/<source dir>/', async () => {
    // package.json's types are dist/source/index.d.ts, written from source/index.ts. Queue extends
    // eventemitter3's EventEmitter and Sink node:stream's Transform, neither installed: `on`,
    // `pipe` and the `_transform` hook are theirs, `clearAll` and `flushAll` are nobody's. Loose
    // extends a base of unknown API: `anything` may be its (line 17). The last example rebinds
    // `queue`, so the example before it (which binds it twice itself) cannot come along whole;
    // its `require` line does, and `drain` is judged (line 31). The last example names `shout` as a key of
    // its own configuration (levels that become methods at run time), not `whisper`.
    expect(await scanFixture('typecheck-external-bases')).toEqual([
      'incorrect_example README.md:9 clearAll',
      'incorrect_example README.md:14 flushAll',
      'incorrect_example README.md:31 drain',
      'incorrect_example README.md:42 whisper',
    ]);
  });
});
