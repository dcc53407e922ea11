import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { buildCredentialConfig } from './build-credential-config.js';
import { checkoutPaths } from './checkout-paths.js';
import { describeLocation } from './describe-location.js';
import { fetchRepository } from './fetch-repository.js';
import type { GitContext } from './git-context.js';
import { GitError } from './git-error.js';
import type { RepositoryCheckout, RepositoryCredentials, RepositoryLocation } from './repository-provider.js';
import { runGit } from './run-git.js';

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes sure `checkoutsDir/<key>.git` is an up-to-date bare clone of the location: clones it the
 * first time, fetches afterwards. A bare clone keeps every commit cheap to read and diff, and scans
 * get a work tree of any commit through `git worktree`.
 */
export async function prepareCheckout(
  context: GitContext,
  checkoutsDir: string,
  key: string,
  location: RepositoryLocation,
  credentials?: RepositoryCredentials,
): Promise<RepositoryCheckout> {
  const { gitDir } = checkoutPaths(checkoutsDir, key);
  const checkout: RepositoryCheckout = { key, gitDir, location };
  if (await exists(gitDir)) {
    await fetchRepository(context, checkout, credentials);
    return checkout;
  }
  await mkdir(checkoutsDir, { recursive: true });
  // Clone next to the final place and rename, so a failed or interrupted clone never looks complete.
  const partialDir = `${gitDir}.partial-${randomBytes(4).toString('hex')}`;
  try {
    await runGit(context.runner, {
      args: ['clone', '--bare', '--quiet', '--', location.cloneUrl, partialDir],
      timeoutMs: context.timeouts.clone,
      scope: 'remote',
      operation: 'clone',
      target: describeLocation(location),
      credentials: buildCredentialConfig(location, credentials),
    });
    // A bare clone has no fetch refspec; without one, later fetches would not update the branches.
    await runGit(context.runner, {
      args: ['--git-dir', partialDir, 'config', 'remote.origin.fetch', '+refs/heads/*:refs/heads/*'],
      timeoutMs: context.timeouts.local,
      scope: 'local',
      operation: 'configure',
      target: describeLocation(location),
    });
    await rename(partialDir, gitDir);
  } catch (error) {
    await rm(partialDir, { recursive: true, force: true });
    // Another job cloned the same repository at the same time and finished first: use its clone.
    if (!(error instanceof GitError) && (await exists(gitDir))) return checkout;
    throw error;
  }
  return checkout;
}
