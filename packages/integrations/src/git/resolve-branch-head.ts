import { describeLocation } from './describe-location.js';
import type { GitContext } from './git-context.js';
import { GitError } from './git-error.js';
import type { RepositoryCheckout } from './repository-provider.js';
import { runGit } from './run-git.js';
import { validateRevision } from './validate-revision.js';

/** The sha of a branch's newest commit in the checkout (fetch first to see the remote's newest). */
export async function resolveBranchHead(
  context: GitContext,
  checkout: RepositoryCheckout,
  branch: string,
): Promise<string> {
  const name = validateRevision(branch);
  try {
    const { stdout } = await runGit(context.runner, {
      args: ['--git-dir', checkout.gitDir, 'rev-parse', '--verify', '--quiet', `refs/heads/${name}^{commit}`],
      timeoutMs: context.timeouts.local,
      scope: 'local',
      operation: 'read',
      target: describeLocation(checkout.location),
    });
    return stdout.trim();
  } catch (error) {
    if (error instanceof GitError && error.code === 'git_failed') {
      throw new GitError(
        'unknown_revision',
        `The branch ${name} does not exist or has no commits.`,
        error.detail,
      );
    }
    throw error;
  }
}
