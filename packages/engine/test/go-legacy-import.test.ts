import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('Go examples of a project without go.mod', () => {
  it('takes the import path whose segment names the root package as the project, and its folders, once per line', async () => {
    expect(await scanFixture('go-legacy-import')).toEqual([
      'incorrect_example README.md:15 MinimumArgs',
      'incorrect_example README.md:17 MinimumArgs',
      'incorrect_example README.md:20 Recover',
    ]);
  });
});
