import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('HTML anchors written with spaces around =', () => {
  it('define the anchor', async () => {
    // <a id = "0.2.0-breaking"> is valid HTML; nothing defines #0.2.0-fixes.
    expect(await scanFixture('html-anchor-spacing')).toEqual(['broken_link CHANGES.md:7 #0.2.0-fixes']);
  }, 120_000);
});
