import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('pages pasted into another page by an include directive', () => {
  it("resolves a page's own anchors against the page that includes it", async () => {
    // docs/index.md includes the three pages ({!docs/x.md!}), so #duration and #installation are on
    // the built page; no page has a Periods heading, and notes/standalone.md is included nowhere.
    expect(await scanFixture('included-pages')).toEqual([
      'broken_link docs/docs/interval.md:3 #periods',
      'broken_link notes/standalone.md:3 #duration',
    ]);
  }, 120_000);
});
