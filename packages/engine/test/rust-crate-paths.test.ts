import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath } from './support/scan-fixture.js';

describe('Rust paths from the project crate in examples', () => {
  it('checks crate::function calls and the builder chains typed from their return types', async () => {
    const report = await scan({ root: fixturePath('rust-crate-paths'), config: { history: false } });
    expect(
      report.findings
        .filter((f) => f.subtype !== 'undocumented_api')
        .map((f) => `${f.rule} ${f.subtype} ${f.doc?.line} ${f.identifier} ${f.suggestions[0]}`),
    ).toEqual([
      'code-examples incorrect_example 5 serv Replace net_kit::serv with net_kit::serve in README.md line 5',
      'code-examples incorrect_example 8 with_writr Replace with_writr with with_writer in README.md line 8',
    ]);
  });
});
