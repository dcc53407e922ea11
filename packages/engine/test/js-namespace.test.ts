import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('code examples calling the package namespace', () => {
  it('flags calls to functions the package does not export, not calls on instances', async () => {
    expect(await scanFixture('js-namespace')).toEqual(['incorrect_example README.md:6 disconnect']);
  });
});
