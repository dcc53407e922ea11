import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scan } from '../../scan/scan.js';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('functional-options rule', () => {
  it('reports WithX options in tables, lists and headings that the code does not declare; options of other libraries are left alone', async () => {
    const report = await scan({
      root: path.join(here, '__fixtures__', 'go-options'),
      config: { history: false },
    });
    expect(
      report.findings
        .filter((f) => f.subtype !== 'undocumented_api')
        .map((f) => `${f.rule} ${f.doc?.line} ${f.identifier} ${f.title}`),
    ).toEqual([
      'code-examples 6 WithRetry Example calls client.WithRetry(), which does not exist',
      'functional-options 14 WithRetry Option WithRetry is now WithRetries',
      'functional-options 15 WithProxy Option WithProxy does not exist',
      'api-references 18 WithBaseURL WithBaseURL does not exist in the code',
      'functional-options 20 WithMaxIdle Option WithMaxIdle does not exist',
    ]);
  });
});
