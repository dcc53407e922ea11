import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('a Sphinx/MyST-style project', () => {
  it('accepts MyST labels, site-root links, flags tests declare, API-change pages and tooling scripts', async () => {
    expect(await scanFixture('sphinx-style-project', { ignoreUndocumented: false })).toEqual([
      'broken_link docs/faq.md:9 /guide/missing.md',
      'incorrect_example docs/faq.md:12 --fast',
    ]);
  });
});
