import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('code of a program, not a library', () => {
  it('does not report public functions of a Rust binary crate as undocumented API', async () => {
    expect(await scanFixture('rust-bin-crate', { ignoreUndocumented: false })).toEqual([
      'broken_link README.md:3 docs/guide.md',
    ]);
  });
});
