import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throwaway git repository holding a copy of `source` (a fixture), for `git apply`. */
export function copyToGitRepo(source: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftwatch-fix-'));
  cpSync(source, dir, { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd: dir });
  return dir;
}

/** Runs `git apply` (with `--check`, only whether it applies); throws with git's message when not. */
export function gitApply(dir: string, patch: string, check: boolean): void {
  const file = path.join(dir, '.driftwatch-test.patch');
  writeFileSync(file, patch);
  execFileSync('git', ['apply', ...(check ? ['--check'] : []), file], { cwd: dir, stdio: 'pipe' });
}
