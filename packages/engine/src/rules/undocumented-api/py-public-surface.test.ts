import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanFixture } from '../../../test/support/scan-fixture.js';
import { isDeprecatedSymbol } from './is-deprecated-symbol.js';

describe('public surface of a Python package', () => {
  it('reports only names the package re-exports, not private modules, helpers, deprecated API or docs_src programs', async () => {
    expect(await scanFixture('py-public-surface', { ignoreUndocumented: false })).toEqual([
      'undocumented_api src/shapes/core.py:10 scale',
    ]);
  });

  it('does not take a package that only re-exports __version__ for one with a public surface', async () => {
    expect(await scanFixture('py-version-only', { ignoreUndocumented: false })).toEqual([
      'undocumented_api netkit/api.py:5 disconnect',
    ]);
  });
});

describe('deprecated API', () => {
  it('is recognised by a Go `Deprecated:` comment right above the declaration', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'dw-deprecated-'));
    writeFileSync(
      path.join(root, 'args.go'),
      '// ExactArgs checks the count.\nfunc ExactArgs(n int) {}\n\n// Old checks.\n//\n// Deprecated: use ExactArgs.\nfunc Old(n int) {}\n',
    );
    const at = (line: number) => ({
      name: 'x',
      kind: 'function' as const,
      exported: true,
      signature: 'x()',
      location: { path: 'args.go', line },
    });
    expect(isDeprecatedSymbol(root, at(7), new Map())).toBe(true);
    expect(isDeprecatedSymbol(root, at(2), new Map())).toBe(false);
  });
});
