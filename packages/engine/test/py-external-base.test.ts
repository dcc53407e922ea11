import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('Python classes with a base from outside the project', () => {
  it('have members the index cannot see; Generic[T] alone adds none; nested module names are not top-level imports; prose calls are partial', async () => {
    // Session extends SQLAlchemy's Session (add, commit are its); Store's only base is Generic.
    // `azure.identity` is Azure's SDK, not the project's nested `storekit.providers.azure`.
    expect(await scanFixture('py-external-base')).toEqual([
      'incorrect_example README.md:12 sav',
      'incorrect_example README.md:19 KeyVaultSource',
      // A call in prose shows one argument: a missing `url` is not drift there, a misspelt keyword is.
      'parameter_mismatch README.md:26 credentials',
    ]);
  });
});
