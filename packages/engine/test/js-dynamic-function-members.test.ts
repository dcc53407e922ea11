import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('members a function object gets at run time', () => {
  it('opens the function: request[method] = ... in a loop adds request.post, while its own arity still counts', async () => {
    expect(await scanFixture('js-dynamic-function-members')).toEqual(['extra_parameter README.md:8 request']);
  }, 120_000);
});
