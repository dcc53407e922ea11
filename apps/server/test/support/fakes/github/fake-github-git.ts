import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const env = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Octo Cat',
  GIT_AUTHOR_EMAIL: 'octocat@example.com',
  GIT_COMMITTER_NAME: 'Octo Cat',
  GIT_COMMITTER_EMAIL: 'octocat@example.com',
};

async function git(dir: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', ['-c', 'commit.gpgSign=false', '-C', dir, ...args], { env });
  return stdout.trim();
}

/** A bare repository served over HTTP, cloned from `sourceDir`, plus a work clone to commit in. */
export async function hostRepository(sourceDir: string, bareDir: string, workDir: string): Promise<void> {
  await mkdir(path.dirname(bareDir), { recursive: true });
  await run('git', ['clone', '--quiet', '--bare', sourceDir, bareDir], { env });
  await run('git', ['clone', '--quiet', bareDir, workDir], { env });
}

/** Commits files (path -> content) on `branch` (created from `from` when new) and pushes it; the new sha. */
export async function commitFiles(
  workDir: string,
  input: { branch: string; from: string; files: Record<string, string>; message: string },
): Promise<string> {
  await git(workDir, ['fetch', '--quiet', 'origin']);
  const exists = (await git(workDir, ['ls-remote', '--heads', 'origin', input.branch])) !== '';
  await git(workDir, [
    'checkout',
    '--quiet',
    '-B',
    input.branch,
    `origin/${exists ? input.branch : input.from}`,
  ]);
  for (const [file, content] of Object.entries(input.files)) {
    await mkdir(path.dirname(path.join(workDir, file)), { recursive: true });
    await writeFile(path.join(workDir, file), content);
  }
  await git(workDir, ['add', '-A']);
  await git(workDir, ['commit', '--quiet', '-m', input.message]);
  await git(workDir, ['push', '--quiet', 'origin', `HEAD:refs/heads/${input.branch}`]);
  return git(workDir, ['rev-parse', 'HEAD']);
}

export async function branchHead(workDir: string, branch: string): Promise<string> {
  await git(workDir, ['fetch', '--quiet', 'origin']);
  return git(workDir, ['rev-parse', `origin/${branch}`]);
}

/**
 * Keeps a pull request's head under refs/pull/<n>/head in the base repository, as GitHub does. A
 * head from a fork is on no branch of the base repository: its branch is removed there.
 */
export async function publishPullRequestHead(
  workDir: string,
  input: { number: number; sha: string; branch: string; fromFork: boolean },
): Promise<void> {
  await git(workDir, ['push', '--quiet', '--force', 'origin', `${input.sha}:refs/pull/${input.number}/head`]);
  if (input.fromFork) await git(workDir, ['push', '--quiet', 'origin', '--delete', input.branch]);
}
