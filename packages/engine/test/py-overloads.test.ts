import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('Python overloads and a parameter named cls', () => {
  it('counts the implementation parameters of an overloaded method, cls included', async () => {
    // register_hook(cls, func) takes two arguments (its first parameter is named cls, and is no
    // receiver); unstructure(obj) takes one, the example passes two.
    expect(await scanFixture('py-overloads')).toEqual([
      'incorrect_example README.md:8 converter.unstructure',
    ]);
  }, 120_000);
});
