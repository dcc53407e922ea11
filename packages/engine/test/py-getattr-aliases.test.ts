import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { commitEdit, repoFromFixture } from './support/git-repo.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const DEPRECATED_ALIASES = `

def __getattr__(name):
    alts = {"parse_accept_header": "Accept.from_header"}
    if name in alts:
        import warnings

        warnings.warn(f"{name} is deprecated, use {alts[name]}", DeprecationWarning, stacklevel=2)
        return lambda value: Accept.from_header(value)
    raise AttributeError(name)
`;

describe('names a module __getattr__ still serves', () => {
  it('are not reported removed; a name it does not serve is', async () => {
    const dir = repoFromFixture('py-getattr-aliases');
    dirs.push(dir);
    commitEdit(
      dir,
      'shop/http.py',
      (t) => t.slice(0, t.indexOf('def parse_accept_header')) + DEPRECATED_ALIASES,
      'serve parse_accept_header through a deprecated alias map; drop parse_cookie_header',
    );
    const report = await scan({ root: dir });
    expect(
      report.findings
        .filter((f) => f.subtype !== 'undocumented_api')
        .map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier}`),
    ).toEqual(['method_mismatch 3 parse_cookie_header', 'outdated_example 6 parse_cookie_header']);
  }, 120_000);
});
