import { describe, expect, it } from 'vitest';
import { scanFixture } from '../../../test/support/scan-fixture.js';

describe('a Go call whose only argument is another call', () => {
  it("passes all of that call's results (f(g())); one plain argument short is still reported", async () => {
    // must.Must(strconv.Atoi("42")) and must.Sum(must.Halves(n)) fill both parameters;
    // must.Sum(n) is short of b.
    expect(await scanFixture('go-multi-value-call')).toEqual(['incorrect_example README.md:13 must.Sum']);
  }, 120_000);
});
