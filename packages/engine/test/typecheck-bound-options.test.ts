import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath, scanFixture } from './support/scan-fixture.js';

describe('keys of an options literal bound to a const before the call', () => {
  it('checks them against the types the arguments take, in an example that imports the same name two ways', async () => {
    // Lines 4 and 6 import Cache two ways ("or:"): the second is not a redeclaration. `ttll`
    // (line 10) reaches Cache through `options`, `maxAge` (line 16) configure through a spread.
    // Headers has an index signature (line 19); `shared` is also read for its own `label`
    // (line 23), so its keys may serve that use.
    expect(await scanFixture('typecheck-bound-options')).toEqual([
      'parameter_mismatch README.md:10 ttll',
      'parameter_mismatch README.md:16 maxAge',
    ]);
  });

  it('suggests the closest declared key', async () => {
    const report = await scan({ root: fixturePath('typecheck-bound-options'), config: { history: false } });
    const ttll = report.findings.find((f) => f.identifier === 'ttll');
    expect(ttll?.suggestions).toEqual(['Rename ttll to ttl in README.md line 10']);
    expect(ttll?.code).toEqual({ path: 'src/index.ts', line: 1, reality: 'export interface CacheOptions' });
  });
});
