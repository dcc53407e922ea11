import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('names declared in docs and example folders', () => {
  it('does not call a function of a Go package under doc/ missing, and still reports one no code declares', async () => {
    expect(await scanFixture('go-doc-package')).toEqual(['incorrect_example README.md:14 GenHTMLTree']);
  });
});
