import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('a keyword quoted in the body of an API directive', () => {
  it('is an argument of the callable the directive documents', async () => {
    // The class is named like JavaScript's built-in URL: the project declares it, so it is the project's.
    // api.rst:10 quotes keep_query= in the body of `.. method:: with_path`, which takes no such
    // keyword; keep_fragment= there, strict= under `.. function:: parse` and encoded= under a method
    // with **options are accepted; port= under `.. data::` and verbose= outside any directive
    // document no call.
    expect(await scanFixture('rst-directive-keywords')).toEqual([
      'parameter_mismatch docs/api.rst:10 keep_query',
    ]);
  });
});
