import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('flags the CLI framework declares', () => {
  it('accepts typer completion flags and both names of `--accept/--reject`, and still reports an unknown flag', async () => {
    expect(await scanFixture('cli-framework-flags')).toEqual(['incorrect_example README.md:9 --count']);
  });
});
