import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('lists of constant names', () => {
  it('reports an error-code heading misspelling a code the project uses, not names outside such a list', async () => {
    expect(await scanFixture('js-error-codes')).toEqual([
      'method_mismatch README.md:9 APP_ERR_PROMISE_NOT_FULLFILLED',
    ]);
  });
});
