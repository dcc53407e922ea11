import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath } from './support/scan-fixture.js';

describe('external doc pages', () => {
  it('checks Markdown pages from outside the checkout and reports them by URL', async () => {
    const url = 'https://notion.example/store-guide-1234';
    const events: string[] = [];
    const report = await scan({
      root: fixturePath('env-vars'),
      config: { history: false },
      externalDocs: [
        {
          url,
          markdown:
            '# Setup\n\nSet `APP_PORT` and `APP_TIMEOUT_MS`. See [local](./local.md) and [top](#setup).\n',
        },
      ],
      onProgress: (e) => events.push(e.phase),
    });
    const external = report.findings.filter((f) => f.doc?.path === url);
    expect(external.map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier}`)).toEqual([
      'config_mismatch 3 APP_TIMEOUT_MS',
    ]);
    expect(events).toContain('done');
  });
});
