import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixturePath } from './scan-fixture.js';

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};

export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, env: GIT_ENV, encoding: 'utf8' });
}

/** Copies a fixture into a fresh git repository with one commit; returns its path. */
export function repoFromFixture(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `dw-${name}-`));
  cpSync(fixturePath(name), dir, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  return dir;
}

/** Rewrites a file with `edit` and commits it. */
export function commitEdit(dir: string, file: string, edit: (text: string) => string, message: string): void {
  const full = path.join(dir, file);
  writeFileSync(full, edit(readFileSync(full, 'utf8')));
  git(dir, 'commit', '-q', '-am', message);
}
