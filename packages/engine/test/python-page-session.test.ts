import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { commitEdit, repoFromFixture } from './support/git-repo.js';
import { fixturePath, scanFixture } from './support/scan-fixture.js';

const repos: string[] = [];
afterAll(() => {
  for (const dir of repos) rmSync(dir, { recursive: true, force: true });
});

describe('pyright reads a page as one session', () => {
  it("checks a block with the page's earlier imports, reports a drifted import where it is used, and reads pyright's relative module names", async () => {
    // guide.md:12 needs the first block's import (the Rust struct Cart's field is not the class's member); 16 is the import of a name the package
    // lacks, one finding through its use on 17 (not the string "total" on 18, not the aliased use on 25); 32 is pyright's
    // "..checks" for shopkit.checks, in a MyST {doctest} block. future.md's block opens with
    // `from __future__` and is checked alone (Cart is then unknown, nothing is said). On a Markdown page
    // a >>> block gets only imports (46), a script block too (52); the placeholder call (59) and the
    // member the example assigns (64) say nothing; 71 uses the package without importing it. session.rst:15 needs the session's
    // `bob = Cart("bob")` of the block before: Sphinx runs a page's doctests in one namespace.
    expect(await scanFixture('python-page-session')).toEqual([
      'incorrect_example docs/guide.md:12 remove',
      'incorrect_example docs/guide.md:16 total',
      'incorrect_example docs/guide.md:24 total',
      'incorrect_example docs/guide.md:32 is_sold_out',
      'incorrect_example docs/guide.md:71 totals',
      'incorrect_example docs/session.rst:15 ownr',
    ]);
  });

  it('spans a drifted import and the lines of its block that use the name', async () => {
    const report = await scan({ root: fixturePath('python-page-session'), config: { history: false } });
    const total = report.findings.find((f) => f.identifier === 'total');
    expect([total?.doc?.line, total?.doc?.endLine]).toEqual([16, 17]);
  });

  it('reports a name a project star import no longer gives, when history saw it removed', async () => {
    const dir = repoFromFixture('python-page-session');
    repos.push(dir);
    commitEdit(
      dir,
      'src/shopkit/cart.py',
      (t) => t.replace('def retry_after(', 'def retry_after_seconds('),
      'rename retry_after',
    );
    commitEdit(
      dir,
      'src/shopkit/__init__.py',
      (t) => t.replaceAll('retry_after', 'retry_after_seconds'),
      'export the new name',
    );
    const report = await scan({ root: dir, config: { history: true } });
    const found = report.findings.filter((f) => f.doc?.path === 'docs/retries.rst');
    // The testsetup block's `from shopkit import *` holds for the testcode block; total_of is still there.
    expect(found.map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier}`)).toEqual([
      'outdated_example 12 retry_after',
    ]);
    expect(found[0]?.suggestions).toEqual([
      'Replace retry_after with retry_after_seconds in docs/retries.rst line 12',
    ]);
  });

  it('says nothing of an undefined name history never saw the project declare', async () => {
    const dir = repoFromFixture('python-page-session');
    repos.push(dir);
    commitEdit(dir, 'docs/retries.rst', (t) => t.replace('retry_after(3)', 'backoff_for(3)'), 'docs');
    const report = await scan({ root: dir, config: { history: true } });
    expect(report.findings.filter((f) => f.doc?.path === 'docs/retries.rst')).toEqual([]);
  });
});
