import { buildCredentialConfig } from './build-credential-config.js';
import { describeLocation } from './describe-location.js';
import type { GitContext } from './git-context.js';
import { GitError } from './git-error.js';
import type { RepositoryCredentials, RepositoryLocation } from './repository-provider.js';
import { runGit } from './run-git.js';

/** Asks the remote which branch its HEAD points at; used when connecting, before any clone. */
export async function detectRemoteDefaultBranch(
  context: GitContext,
  location: RepositoryLocation,
  credentials?: RepositoryCredentials,
): Promise<string> {
  const { stdout } = await runGit(context.runner, {
    args: ['ls-remote', '--symref', '--', location.cloneUrl, 'HEAD'],
    timeoutMs: context.timeouts.fetch,
    scope: 'remote',
    operation: 'read',
    target: describeLocation(location),
    credentials: buildCredentialConfig(location, credentials),
  });
  const match = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(stdout);
  if (match?.[1]) return match[1];
  throw new GitError('empty_repository', `${describeLocation(location)} has no commits yet.`);
}
