import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath } from './support/scan-fixture.js';

describe('option literals in Go and Python examples', () => {
  it('checks Go struct literal keys and Python dicts passed by keyword against the options type', async () => {
    const report = await scan({ root: fixturePath('option-literals'), config: { history: false } });
    expect(
      report.findings
        .filter((f) => f.subtype !== 'undocumented_api')
        .map((f) => `${f.rule} ${f.doc?.line} ${f.identifier} ${f.title}`),
    ).toEqual([
      'code-examples 6 client.New Example call client.New(): option MaxRetry is not accepted by opts; did you mean MaxRetries',
      'code-examples 13 acme.connect Example call acme.connect(): option backof is not accepted by retry; did you mean backoff',
      'code-examples 14 acme.open_pool Example call acme.open_pool(): option bakoff is not accepted by options; did you mean backoff',
    ]);
  });
});
