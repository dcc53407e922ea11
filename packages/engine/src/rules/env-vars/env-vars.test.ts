import { describe, expect, it } from 'vitest';
import { scanFixture } from '../../../test/support/scan-fixture.js';

describe('env-vars rule', () => {
  it('reports documented variables the code never reads, with the renamed one when there is one', async () => {
    expect(await scanFixture('env-vars')).toEqual([
      'config_mismatch README.md:7 APP_TOKEN',
      'config_mismatch README.md:8 APP_LOG_LEVEL',
      'config_mismatch README.md:12 APP_DEBUG',
    ]);
  });

  it('reads every variable under a prefix click is given in its context settings or a prefixed-env loader defaults to', async () => {
    expect(await scanFixture('env-prefixed-loaders')).toEqual(['config_mismatch README.md:9 GREETER_TOKN']);
  });
});
