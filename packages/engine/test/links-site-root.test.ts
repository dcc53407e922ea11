import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('links a docs site resolves', () => {
  it('accepts custom heading ids, pages of a content folder served at the site root, and site-root assets of folders the checkout lacks', async () => {
    // `{#utils}` names the heading; `/img` exists nowhere in the checkout (the docs site keeps its
    // assets); `/assets/logo.png` points into a folder this checkout has, so it is judged.
    expect(await scanFixture('links-site-root')).toEqual([
      'broken_link docs/guide.md:3 #nothing',
      'broken_link docs/guide.md:5 /assets/logo.png',
      // A content folder served at the site root: /codecs is site/content/codecs.md.
      'broken_link site/content/api.md:3 /removed',
    ]);
  });
});
