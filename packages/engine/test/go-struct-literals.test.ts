import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath } from './support/scan-fixture.js';

describe('Go struct literals in examples', () => {
  it('checks the keys of a literal of a project type against its fields, wherever the literal sits', async () => {
    const report = await scan({ root: fixturePath('go-struct-literals'), config: { history: false } });
    expect(
      report.findings
        .filter((f) => f.subtype !== 'undocumented_api')
        .map((f) => `${f.rule} ${f.subtype} ${f.doc?.line} ${f.identifier} ${f.suggestions[0]}`),
    ).toEqual([
      'code-examples incorrect_example 8 StrictRouting Remove StrictRouting in README.md line 8',
      'code-examples incorrect_example 15 Perod Replace Perod with Period in README.md line 15',
      'code-examples incorrect_example 31 Levels Remove Levels in README.md line 31',
    ]);
  });
});
