import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scan } from '../../scan/scan.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function findings(fixture: string): Promise<string[]> {
  const report = await scan({ root: path.join(here, '__fixtures__', fixture), config: { history: false } });
  return report.findings
    .filter((f) => f.rule === 'go-package-members')
    .map((f) => `${f.subtype} ${f.doc?.path}:${f.doc?.line} ${f.identifier} ${f.suggestions[0]}`);
}

describe('go-package-members rule', () => {
  it('reports a package-qualified value the imported project package does not declare, with its nearest name', async () => {
    expect(await findings('qualified')).toEqual([
      'incorrect_example README.md:13 Neww Replace weblog.Neww with weblog.New',
      'incorrect_example README.md:15 FormatCommon Replace logger.FormatCommon with logger.CommonFormat',
    ]);
  });
});
