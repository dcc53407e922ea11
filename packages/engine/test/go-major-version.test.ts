import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('Go modules at a major version', () => {
  it('names the package of github.com/acme/tool/v3 tool, not v3', async () => {
    expect(await scanFixture('go-major-version')).toEqual([
      'incorrect_example README.md:13 BuildCompletionCommand',
    ]);
  });
});
