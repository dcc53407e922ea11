import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('members a class gets at run time', () => {
  it('open the class: Object.defineProperty(Router.prototype, method, ...) in a loop adds router.purge', async () => {
    expect(await scanFixture('js-dynamic-prototype')).toEqual(['incorrect_example README.md:10 drian']);
  });
});
