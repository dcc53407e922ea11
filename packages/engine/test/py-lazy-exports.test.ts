import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('Python names that exist only at run time', () => {
  it('counts star re-exports, a lazy module __getattr__ and members added by setattr', async () => {
    // Heavy comes from the package's __getattr__, connect and Registry through `from .core import *`,
    // register through setattr(Registry, "register", ...). unregister exists nowhere.
    expect(await scanFixture('py-lazy-exports')).toEqual(['method_mismatch README.md:18 unregister']);
  }, 120_000);
});
