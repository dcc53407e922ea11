import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('aliased exports', () => {
  it('counts `export { X as Y }`, `export { default as Y } from` and `export * as ns` as exports of Y', async () => {
    // parseText is a real drift next to the aliases: the package exports parseInput.
    expect(await scanFixture('js-export-alias')).toEqual(['incorrect_example README.md:10 parseText']);
  });
});
