import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath } from './support/scan-fixture.js';

describe('Go declarations a page restates', () => {
  it('checks restated interfaces, structs and bare signatures against the type, and types a struct embedding one', async () => {
    const report = await scan({ root: fixturePath('go-restated-declarations'), config: { history: false } });
    expect(
      report.findings
        .filter((f) => f.subtype !== 'undocumented_api')
        .map((f) => `${f.rule} ${f.subtype} ${f.doc?.line} ${f.identifier} ${f.suggestions[0]}`),
    ).toEqual([
      'code-examples incorrect_example 7 Grop Replace Grop with Group in README.md line 7',
      'code-examples incorrect_example 14 Backoff Remove Backoff in README.md line 14',
      'code-examples incorrect_example 20 SetFormDta Replace SetFormDta with SetFormData in README.md line 20',
      'code-examples incorrect_example 51 Retrn Replace Retrn with Return in README.md line 51',
    ]);
  });
});
