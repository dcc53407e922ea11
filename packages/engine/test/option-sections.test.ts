import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath } from './support/scan-fixture.js';

describe('option headings and sections that name an options type', () => {
  it('checks option headings under a signature, and tables or lists under a type heading', async () => {
    const report = await scan({ root: fixturePath('option-sections'), config: { history: false } });
    expect(
      report.findings
        .filter((f) => f.subtype !== 'undocumented_api')
        .map((f) => `${f.rule} ${f.doc?.line} ${f.identifier} ${f.title}`),
    ).toEqual([
      'option-tables 13 retrys retrys is now retries',
      'option-tables 23 timeoutMs timeoutMs is now timeout',
      // The list under the dataclass's heading: the same key, also judged as a member reference.
      'api-references 29 prePing prePing does not exist; PoolConfig has pre_ping',
    ]);
  });
});
