import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('receivers the engine must not guess', () => {
  it('leaves a union return type and a private class unguessed', async () => {
    // tick.parse returns Date | DateTime, so dt's type is unknown even though tick.parsing.parse
    // returns a Parsed (dt has datetime's timestamp()); token.claims is no _TokenClaim (a private
    // class is not what a doc word names); database.connection() is Database's, which returns a
    // Connection whose execute takes values (not Backend's). today() returns Date, which has no
    // add_weeks.
    expect(await scanFixture('py-receiver-guesses')).toEqual(['incorrect_example README.md:13 add_weeks']);
  }, 120_000);
});
