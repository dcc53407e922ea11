import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { commitEdit, git, repoFromFixture } from './support/git-repo.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function renamedRepo(): { dir: string; cacheDir: string } {
  const dir = repoFromFixture('history');
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dw-history-cache-'));
  dirs.push(dir, cacheDir);
  commitEdit(
    dir,
    'lib/math.js',
    (t) => t.replace('function addNumbers', 'function sumNumbers').replace('addNumbers,', 'sumNumbers,'),
    'rename',
  );
  return { dir, cacheDir };
}

const suggestionFor = async (root: string, cacheDir: string, name: string) =>
  (await scan({ root, cacheDir })).findings.find((f) => f.identifier === name)?.suggestions[0];

describe('the history pass by cache', () => {
  it('takes an unchanged checkout’s removed names from the cache instead of walking git log again', async () => {
    const { dir, cacheDir } = renamedRepo();
    expect(await suggestionFor(dir, cacheDir, 'addNumbers')).toBe(
      'Rename addNumbers to sumNumbers in README.md line 3',
    );
    // Rewrite the kept answer: a re-scan that walked the history again would find the rename.
    const file = path.join(cacheDir, 'history.json');
    const kept = JSON.parse(readFileSync(file, 'utf8')) as {
      key: string;
      removed: [string, { renamedTo?: string }][];
    };
    expect(kept.removed.map(([name, removed]) => `${name} ${removed.renamedTo}`)).toEqual([
      'addNumbers sumNumbers',
    ]);
    writeFileSync(file, JSON.stringify({ ...kept, removed: [] }));
    expect(await suggestionFor(dir, cacheDir, 'addNumbers')).toBeUndefined();
  });

  it('walks the history again once HEAD moves', async () => {
    const { dir, cacheDir } = renamedRepo();
    expect(await suggestionFor(dir, cacheDir, 'addNumbers')).toBe(
      'Rename addNumbers to sumNumbers in README.md line 3',
    );
    // The same files in one commit of their own: no history says addNumbers was ever declared.
    git(dir, 'checkout', '-q', '--orphan', 'squashed');
    git(dir, 'commit', '-q', '-m', 'squashed');
    expect(await suggestionFor(dir, cacheDir, 'addNumbers')).toBeUndefined();
  });
});
