import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath, scanFixture } from './support/scan-fixture.js';

describe('docs of an older version kept beside the current ones', () => {
  it('lists the old version folder as skipped, checks its links and the current docs', async () => {
    // docs/v1/ copies docs/'s three pages for verkit 1 (open_connection, close_connection): only
    // its links are checked (faq.md exists nowhere). The current guide's connect(retries=) is drift.
    expect(await scanFixture('older-version-docs')).toEqual([
      'incorrect_example docs/guide.md:8 verkit.connect',
      'broken_link docs/v1/index.md:3 faq.md',
    ]);
    const report = await scan({ root: fixturePath('older-version-docs'), config: { history: false } });
    expect(report.skipped.filter((s) => s.path.startsWith('docs/v1/'))).toEqual(
      ['docs/v1/guide.md', 'docs/v1/index.md', 'docs/v1/setup.md'].map((path) => ({
        path,
        reason:
          'API claims not checked (links are): docs of an older version (v1/; 3 of its 3 pages have a current copy in docs/)',
      })),
    );
  }, 120_000);
});
