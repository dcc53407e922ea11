import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('links in an MkDocs project', () => {
  it('accept the slugs MkDocs gives headings, and skip included fragments under docs_src', async () => {
    // `SQL - The Language` is #sql-the-language on the MkDocs site (GitHub: #sql---the-language).
    expect(await scanFixture('links-mkdocs')).toEqual([
      'broken_link docs/guide.md:4 databases.md#sql-language',
    ]);
  });
});
