import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('public surface of a Python package', () => {
  it('reports only names the package re-exports, not private modules, helpers or docs_src programs', async () => {
    expect(await scanFixture('py-public-surface', { ignoreUndocumented: false })).toEqual([
      'undocumented_api src/shapes/core.py:10 scale',
    ]);
  });
});
