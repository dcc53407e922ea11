import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('environment prefixes for CLI options', () => {
  it('count every variable under a prefix the code reads options from as read', async () => {
    // yargs-parser `envPrefix: 'SRVKIT_'` reads SRVKIT_PORT and SRVKIT_ADDRESS; click's
    // auto_envvar_prefix reads GREETER_NAME; APP_SECRETS is outside the prefix and is not APP_SECRET.
    expect(await scanFixture('env-prefix')).toEqual(['config_mismatch README.md:8 APP_SECRETS']);
  });
});
