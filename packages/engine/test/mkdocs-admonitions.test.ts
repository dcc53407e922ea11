import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('MkDocs admonitions', () => {
  it('reads the indented body of !!! and ??? blocks (nested ones too) as Markdown, not as code', async () => {
    // #the-cart resolves; #check-out and #payments do not; the admonition written inside a fenced
    // example stays example text.
    expect(await scanFixture('mkdocs-admonitions')).toEqual([
      'broken_link docs/index.md:5 #check-out',
      'broken_link docs/index.md:11 #payments',
    ]);
  });
});
