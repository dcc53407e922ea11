import { describe, expect, it } from 'vitest';
import { scanFixture } from '../../../test/support/scan-fixture.js';

describe('broken-links rule', () => {
  it('reports missing files, missing anchors and wrong relative depth, and nothing else', async () => {
    expect(await scanFixture('broken-links')).toEqual([
      'broken_link README.md:4 #usage-guide',
      'broken_link README.md:6 docs/guide/start.md',
      'broken_link README.md:8 docs/guide/intro.md#set-up',
      'broken_link README.md:24 docs/guide/missing.md',
      'broken_link docs/guide/intro.md:6 ../README.md',
    ]);
  });

  it("leaves pages a build writes (a script's output folder, a docsify site assembled beside its sidebar) alone", async () => {
    // docs/home.md's reference/index.html is in no output folder; web/ has its own pages, so its
    // sidebar's setup.md is checked.
    expect(await scanFixture('docs-built-elsewhere')).toEqual([
      'broken_link docs/home.md:3 reference/index.html',
      'broken_link web/_sidebar.md:2 setup.md',
    ]);
  });

  it('resolves a docsify page link from the docsify folder, as docsify does', async () => {
    // guide/errors.md and api/client from docs/guide/start.md are docs/guide/errors.md and
    // docs/api/client.md; guide/missing.md is nowhere, and README.md is outside the docsify folder.
    expect(await scanFixture('docsify-site')).toEqual([
      'broken_link README.md:3 guide/start.md',
      'broken_link docs/guide/start.md:5 guide/missing.md',
    ]);
  });

  it('accepts the pages an MkDocs build writes and links under its site path', async () => {
    // network.md and api/ are nav entries with no file (the deploy copies or generates them);
    // /acme/recipes/ is docs/recipes.md under the site_url's path. testing.md, /acme/blog/ and
    // /acme/compose/ are in neither the docs folder nor the nav. recipes.html is recipes.md's output
    // name: its anchors are that page's.
    expect(await scanFixture('mkdocs-built-pages')).toEqual([
      'broken_link docs/index.md:5 testing.md',
      'broken_link docs/index.md:7 /acme/blog/',
      'broken_link docs/index.md:11 recipes.html#missing-section',
      'broken_link network/README.md:3 /acme/compose/',
    ]);
  });

  it('resolves site links past Nuxt Content ordering prefixes (docs/2.utils/ is /utils)', async () => {
    expect(await scanFixture('numbered-site')).toEqual([
      'broken_link docs/1.guide/1.index.md:3 /adapters',
      'broken_link docs/1.guide/1.index.md:4 /examples/handle-sesion',
    ]);
  });
});
