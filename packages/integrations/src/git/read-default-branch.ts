import { describeLocation } from './describe-location.js';
import type { GitContext } from './git-context.js';
import type { RepositoryCheckout } from './repository-provider.js';
import { runGit } from './run-git.js';

/** The branch the checkout's HEAD names (the remote's default branch when it was cloned). */
export async function readDefaultBranch(context: GitContext, checkout: RepositoryCheckout): Promise<string> {
  const { stdout } = await runGit(context.runner, {
    args: ['--git-dir', checkout.gitDir, 'symbolic-ref', '--short', 'HEAD'],
    timeoutMs: context.timeouts.local,
    scope: 'local',
    operation: 'read',
    target: describeLocation(checkout.location),
  });
  return stdout.trim();
}
