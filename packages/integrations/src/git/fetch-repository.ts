import { buildCredentialConfig } from './build-credential-config.js';
import { describeLocation } from './describe-location.js';
import type { GitContext } from './git-context.js';
import type { RepositoryCheckout, RepositoryCredentials, RepositoryLocation } from './repository-provider.js';
import { runGit } from './run-git.js';

/** Brings every branch and tag of the checkout up to date with the remote (run before each scan). */
export async function fetchRepository(
  context: GitContext,
  checkout: RepositoryCheckout,
  credentials?: RepositoryCredentials,
): Promise<void> {
  // The remote URL may have been edited since the clone; the stored location wins.
  await runGit(context.runner, {
    args: ['--git-dir', checkout.gitDir, 'remote', 'set-url', 'origin', '--', checkout.location.cloneUrl],
    timeoutMs: context.timeouts.local,
    scope: 'local',
    operation: 'update the remote of',
    target: describeLocation(checkout.location),
  });
  await runGit(context.runner, {
    args: ['--git-dir', checkout.gitDir, 'fetch', '--quiet', '--prune', '--tags', '--force', 'origin'],
    timeoutMs: context.timeouts.fetch,
    scope: 'remote',
    operation: 'fetch',
    target: describeLocation(checkout.location),
    credentials: buildCredentialConfig(checkout.location, credentials),
  });
}

/**
 * Fetches one ref the branches do not cover, such as a code host's pull-request head
 * (`refs/pull/7/head`), which holds a fork's commits the base repository's branches never see.
 */
export async function fetchRepositoryRef(
  context: GitContext,
  checkout: RepositoryCheckout,
  ref: string,
  credentials?: RepositoryCredentials,
  from?: RepositoryLocation,
): Promise<void> {
  // From another repository (a fork) only the commits are wanted, so no local ref is written.
  const source = from ? ['--', from.cloneUrl, ref] : ['origin', `+${ref}:${ref}`];
  await runGit(context.runner, {
    args: ['--git-dir', checkout.gitDir, 'fetch', '--quiet', '--force', ...source],
    timeoutMs: context.timeouts.fetch,
    scope: 'remote',
    operation: 'fetch',
    target: describeLocation(from ?? checkout.location),
    credentials: buildCredentialConfig(from ?? checkout.location, credentials),
  });
}
