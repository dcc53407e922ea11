import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath, scanFixture } from './support/scan-fixture.js';

describe('env vars read through constants and helpers', () => {
  it('reads process.env[CONST], local and named helpers, os.getenv(CONST) and get_env("X")', async () => {
    const report = await scan({ root: fixturePath('env-indirect'), config: { history: false } });
    expect(
      report.findings
        .filter((f) => f.rule === 'env-vars')
        .map((f) => `${f.doc?.line} ${f.identifier} ${f.title}`),
    ).toEqual([
      '5 APP_PORTS Environment variable APP_PORTS is now APP_PORT',
      '8 APP_TIMEOUT_MS Environment variable APP_TIMEOUT_MS is now APP_TIMEOUT',
      '9 APP_DEBUG Environment variable APP_DEBUG is never read',
      '13 SVC_WORKER Environment variable SVC_WORKER is now SVC_WORKERS',
      '14 SVC_RETRIES Environment variable SVC_RETRIES is now SVC_MAX_RETRIES',
    ]);
  });

  it('says nothing of unread variables when some read names a variable it cannot see, but keeps renames', async () => {
    expect(await scanFixture('env-opaque')).toEqual(['config_mismatch README.md:5 APP_PORT_NUMBER']);
  });
});
