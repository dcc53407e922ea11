import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { checkoutPaths } from './checkout-paths.js';
import { describeLocation } from './describe-location.js';
import type { GitContext } from './git-context.js';
import { readCommitInfo } from './read-commit-info.js';
import type { CommitWorktree, RepositoryCheckout } from './repository-provider.js';
import { runGit } from './run-git.js';

/**
 * Checks a commit out into its own folder for a scan. A detached `git worktree` shares the clone's
 * objects (no copy of history) and keeps `git log` working inside it, which the engine uses as
 * evidence for renamed symbols. Several scans of one repository can run side by side.
 */
export async function createCommitWorktree(
  context: GitContext,
  checkoutsDir: string,
  checkout: RepositoryCheckout,
  revision: string,
): Promise<CommitWorktree> {
  const { sha } = await readCommitInfo(context, checkout, revision);
  const { worktreesDir } = checkoutPaths(checkoutsDir, checkout.key);
  await mkdir(worktreesDir, { recursive: true });
  const dir = join(worktreesDir, `${sha.slice(0, 12)}-${randomBytes(4).toString('hex')}`);
  const target = describeLocation(checkout.location);
  const git = (args: string[]) =>
    runGit(context.runner, {
      args: ['--git-dir', checkout.gitDir, ...args],
      timeoutMs: context.timeouts.local,
      scope: 'local',
      operation: 'check out a commit of',
      target,
    });
  await git(['worktree', 'add', '--detach', '--quiet', dir, sha]);
  let removed = false;
  return {
    dir,
    sha,
    async remove() {
      if (removed) return;
      removed = true;
      await rm(dir, { recursive: true, force: true });
      // Forget the work tree's bookkeeping in the clone now that its folder is gone.
      await git(['worktree', 'prune']);
    },
  };
}
