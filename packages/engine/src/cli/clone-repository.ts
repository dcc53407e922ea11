import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export function isGitUrl(target: string): boolean {
  return /^(https?:\/\/|ssh:\/\/|git:\/\/|git@[\w.-]+:|file:\/\/)/.test(target) || /\.git\/?$/.test(target);
}

/**
 * Clones into a temp dir with enough history to serve as evidence (the last 300 commits), not the
 * whole history and not a single commit.
 */
export async function cloneRepository(url: string, baseRef?: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'driftwatch-clone-'));
  const run = (args: string[], cwd?: string) =>
    new Promise<void>((resolve, reject) => {
      execFile('git', args, { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, _out, stderr) =>
        error ? reject(new Error(`git ${args[0]} failed: ${stderr.trim() || error.message}`)) : resolve(),
      );
    });
  await run(['clone', '--quiet', '--depth', '300', '--no-single-branch', url, dir]);
  if (baseRef)
    await run(['fetch', '--quiet', '--depth', '300', 'origin', baseRef], dir).catch(() => undefined);
  return dir;
}
