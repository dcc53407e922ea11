import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scan } from '../../scan/scan.js';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('code-examples: names the package does not declare', () => {
  it('leaves placeholder imports and classes only a scripts/ tool declares alone; a missing module and method of the package are reported', async () => {
    const report = await scan({
      root: path.join(here, '__fixtures__', 'non-package-names'),
      config: { history: false },
    });
    expect(
      report.findings
        .filter((f) => f.subtype !== 'undocumented_api')
        .map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier}`),
    ).toEqual(['incorrect_example 8 retrying', 'incorrect_example 25 fetch']);
  }, 120_000);
});
