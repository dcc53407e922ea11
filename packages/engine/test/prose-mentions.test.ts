import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath, scanFixture } from './support/scan-fixture.js';

describe('undocumented API and plain-text mentions', () => {
  it('counts `tinyhttp.spread(callback)` and a bare word (retryOnFailure) written without backticks as documented', async () => {
    expect(await scanFixture('js-prose-mentions', { ignoreUndocumented: false })).toEqual([
      'undocumented_api index.js:13 mergeConfig',
    ]);
  });

  it('points the finding at the doc that documents the other exports of the file, never at no doc', async () => {
    const report = await scan({ root: fixturePath('js-prose-mentions'), config: { history: false } });
    const undocumented = report.findings.filter((f) => f.subtype === 'undocumented_api');
    expect(undocumented.map((f) => [f.identifier, f.doc?.path, f.doc?.line])).toEqual([
      ['mergeConfig', 'README.md', 3],
    ]);
  });
});
