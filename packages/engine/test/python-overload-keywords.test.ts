import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('a call of an overloaded callable', () => {
  it('is drift when it passes a keyword no declaration takes, not when only an argument type fits no overload', async () => {
    // index.md:14 passes a keyword the marker instance's overloaded `__call__` lacks (HookCaller's
    // `__call__` takes any keyword, but `hookimpl` is a HookimplMarker), 20 one the
    // overloaded function lacks; 9 and 19 are right, and 21 (an int where str or bytes go) matches
    // no overload either but names every keyword right: a type error, nothing the docs' names say.
    expect(await scanFixture('python-overload-keywords')).toEqual([
      'incorrect_example docs/index.md:14 hookimpl',
      'incorrect_example docs/index.md:20 parse',
    ]);
  });
});
