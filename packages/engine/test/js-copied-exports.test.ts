import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('a JavaScript module that copies a dependency into its exports', () => {
  it('may have any member the copy brought (fs.readFile); a misspelt method of its own class is still reported', async () => {
    expect(await scanFixture('js-copied-exports')).toEqual(['incorrect_example README.md:11 wlak']);
  }, 120_000);
});
