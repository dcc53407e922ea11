import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('nested parameter lists', () => {
  it('reads options, method-style members, callback parameters and nested keys at their own level', async () => {
    // generateKey is a method member of the options interface; request and hits are the callback's
    // parameters; prefix and expiry are keys of store. Only maxHits is no key of the options.
    expect(await scanFixture('nested-option-lists')).toEqual(['extra_parameter README.md:18 maxHits']);
  }, 120_000);
});
