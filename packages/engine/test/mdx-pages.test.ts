import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDocClaims } from '../src/docs/extract-doc-claims.js';
import { fixturePath, scanFixture } from './support/scan-fixture.js';

describe('MDX pages', () => {
  it('are read past component tags and MDX comments, as the docs site shows them', async () => {
    const text = readFileSync(path.join(fixturePath('mdx-pages'), 'docs/guide.mdx'), 'utf8');
    const doc = extractDocClaims('docs/guide.mdx', text, 'h');
    // The heading after <Tabs> with a blank line inside its fence is a heading; the commented one is not.
    expect(doc.headings.map((h) => `${h.line} ${h.slug}`)).toEqual(['1 guide', '19 error-precedence']);
    // Tags inside code stay code.
    expect(doc.codeBlocks[0]?.text).toContain('<Tab value="kept" />');
    expect(await scanFixture('mdx-pages')).toEqual(['broken_link docs/guide.mdx:23 #missing']);
  });
});
