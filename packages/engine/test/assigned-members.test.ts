import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('members the code adds by assignment', () => {
  it('exist: `fetchkit.extend = ...` inside a factory makes fetchkit.extend real', async () => {
    expect(await scanFixture('js-assigned-members')).toEqual(['method_mismatch README.md:9 retry']);
  });
});
