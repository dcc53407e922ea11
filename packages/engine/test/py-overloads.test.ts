import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('Python overloads and a parameter named cls', () => {
  it('counts every overload of a name declared only by overloads, and cls as a parameter', async () => {
    // register_hook(cls, func) takes two arguments (its first parameter is named cls, and is no
    // receiver); unstructure(obj) takes one, the example passes two. render and Buffer.write are
    // declared only as overloads: a call one of them accepts is right, render(1, 2, 3) fits none.
    expect(await scanFixture('py-overloads')).toEqual([
      'incorrect_example README.md:8 converter.unstructure',
      'incorrect_example README.md:17 render',
    ]);
  }, 120_000);
});
