import { describe, expect, it } from 'vitest';
import { scanFixture } from '../../../test/support/scan-fixture.js';

describe('members written in another case', () => {
  it('reports a call whose member the code spells once in another case, not an outside module, a first-letter change or a name with two twins', async () => {
    expect(await scanFixture('case-twin-calls')).toEqual(['incorrect_example README.md:7 reHydrate']);
  });
});
