import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('commands a CLI framework adds', () => {
  it('accepts cobra completion and help commands, and still reports a command the program lacks', async () => {
    expect(await scanFixture('cobra-builtin-commands')).toEqual(['incorrect_example README.md:7 deploy']);
  });
});
