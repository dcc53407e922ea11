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

  it("reads only the external pages when the checkout's own docs are left out", async () => {
    const url = 'https://notion.example/only-1234';
    const withRepositoryDocs = await scan({ root: fixturePath('env-vars'), config: { history: false } });
    expect(withRepositoryDocs.docsRead.length).toBeGreaterThan(0);
    const report = await scan({
      root: fixturePath('env-vars'),
      config: { history: false },
      repositoryDocs: false,
      externalDocs: [{ url, markdown: '# Setup\n\nSet `APP_TIMEOUT_MS`.\n' }],
    });
    expect(report.docsRead.map((doc) => doc.path)).toEqual([url]);
    expect(report.findings.every((finding) => finding.doc === null || finding.doc.path === url)).toBe(true);
    expect(report.findings.some((finding) => finding.doc?.path === url)).toBe(true);
  });
});
