import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('a member whose name several classes declare', () => {
  it('is judged against the receiver class only, and as missing only when that class is known', async () => {
    // refunds is RefundsResource, whose issue takes one argument. payments is guessed to be
    // PaymentClient, which has no issue: Reporter.issue's parameters say nothing about it, and the
    // guess may be wrong. PaymentClient named outright has no issue.
    expect(await scanFixture('member-owner-classes')).toEqual([
      'extra_parameter README.md:5 issue',
      'method_mismatch README.md:14 issue',
    ]);
  }, 120_000);
});
