import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('misspelt calls on variables of unknown type', () => {
  it('reports a long method name one letter from exactly one project method, not unknown names', async () => {
    expect(await scanFixture('js-misspelt-calls')).toEqual(['incorrect_example README.md:7 decorareRequest']);
  });
});
