import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { commitEdit, repoFromFixture } from './support/git-repo.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('git history of a class rebased onto a dependency', () => {
  it('does not take members moved into the new outside base for removed API; a member deleted on its own still is', async () => {
    const dir = repoFromFixture('history-rebased-class');
    dirs.push(dir);
    // Shop's own Scaffold base is replaced by a framework's App, which now provides route().
    commitEdit(
      dir,
      'shop/app.py',
      (t) =>
        `from framework.sansio import App\n\n\n${t
          .replace(/class Scaffold:[\s\S]*?\n\n\n/, '')
          .replace('class Shop(Scaffold):', 'class Shop(App):')}`,
      'base Shop on the framework App',
    );
    commitEdit(
      dir,
      'shop/app.py',
      (t) => t.replace(/\n {4}def remove_item[\s\S]*$/, '\n'),
      'drop Cart.remove_item',
    );
    const report = await scan({ root: dir });
    expect(report.findings.map((f) => `${f.subtype} ${f.doc?.path}:${f.doc?.line} ${f.identifier}`)).toEqual([
      'outdated_example README.md:12 remove_item',
    ]);
  });
});
