import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('Go examples of a project without go.mod', () => {
  // `client.New()` builds the client package's Client, not the root package's Command; a quoted
  // signature (`MinimumNArgs(n int, extra string)`) is not a call.
  it('takes the import path whose segment names the root package as the project, and its folders, once per line', async () => {
    expect(await scanFixture('go-legacy-import')).toEqual([
      'incorrect_example README.md:16 MinimumArgs',
      'incorrect_example README.md:18 MinimumArgs',
      'incorrect_example README.md:21 Recover',
      'incorrect_example README.md:25 Post',
    ]);
  });
});
