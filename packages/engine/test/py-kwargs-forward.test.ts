import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath } from './support/scan-fixture.js';

describe('Python **kwargs forwarded to a project callable or typed with Unpack', () => {
  it('checks the keywords against the callee or the TypedDict; plain **kwargs stay open', async () => {
    const report = await scan({ root: fixturePath('py-kwargs-forward'), config: { history: false } });
    expect(
      report.findings.filter((f) => f.subtype !== 'undocumented_api').map((f) => `${f.doc?.line} ${f.title}`),
    ).toEqual([
      '7 Example call httpish.get(): there is no keyword timout; did you mean timeout',
      '8 Example call httpish.retry(): there is no keyword backof; did you mean backoff',
      '12 Example call session.get(): there is no keyword streem; did you mean stream',
    ]);
  });
});
