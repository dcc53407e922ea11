import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('Sphinx labels defined in docstrings', () => {
  it('resolves :ref: to a label a Python docstring defines (autodoc renders it) and reports one defined nowhere', async () => {
    expect(await scanFixture('rst-docstring-labels')).toEqual(['broken_link docs/index.rst:9 levels']);
  }, 120_000);
});
