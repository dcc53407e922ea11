import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('MyST links given the external class', () => {
  it('are URLs as written, not repository files', async () => {
    // [docs site](docs-site){.external} renders as a plain URL; guide.md is a missing file.
    expect(await scanFixture('myst-external-links')).toEqual(['broken_link index.md:3 guide.md']);
  }, 120_000);
});
