import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scan } from '../../scan/scan.js';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('code-examples: blocks of a language the project has no code in', () => {
  it('leaves a browser snippet on a PHP project alone; a PHP block calling a missing method is reported', async () => {
    const report = await scan({
      root: path.join(here, '__fixtures__', 'foreign-language-blocks'),
      config: { history: false },
    });
    expect(
      report.findings
        .filter((f) => f.subtype !== 'undocumented_api')
        .map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier}`),
    ).toEqual(['incorrect_example 9 getHeading']);
  }, 120_000);
});
