import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hasGitDir } from '../src/git/has-git-dir.js';
import { git } from './support/git-repo.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dw-gitdir-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('hasGitDir', () => {
  it('finds the repository from a nested folder, like git does', () => {
    const root = tempDir();
    git(root, 'init', '-q');
    const nested = path.join(root, 'packages', 'a');
    mkdirSync(nested, { recursive: true });
    expect(hasGitDir(nested, {})).toBe(true);
  });

  it('accepts a .git file (worktrees, submodules) and GIT_DIR', () => {
    const root = tempDir();
    writeFileSync(path.join(root, '.git'), 'gitdir: /elsewhere/.git/worktrees/x\n');
    expect(hasGitDir(root, {})).toBe(true);
    expect(hasGitDir(tempDir(), { GIT_DIR: '/some/repo/.git' })).toBe(true);
  });

  it('says no for an unpacked tarball outside any repository', () => {
    const root = tempDir();
    // The temp folder itself must not sit in a repository for this to mean anything.
    expect(hasGitDir(os.tmpdir(), {})).toBe(false);
    mkdirSync(path.join(root, 'lib'));
    expect(hasGitDir(path.join(root, 'lib'), {})).toBe(false);
  });
});
