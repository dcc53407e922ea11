import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('types with an index signature', () => {
  it('does not judge members or option keys of a type that accepts any key, and still judges a closed class', async () => {
    expect(await scanFixture('ts-open-members')).toEqual(['method_mismatch README.md:12 resett']);
  });
});
