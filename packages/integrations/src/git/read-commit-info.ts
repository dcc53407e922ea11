import { describeLocation } from './describe-location.js';
import type { GitContext } from './git-context.js';
import { GitError } from './git-error.js';
import { commitRecordFormat, parseCommitRecords } from './parse-commit-records.js';
import type { CommitInfo, RepositoryCheckout } from './repository-provider.js';
import { runGit } from './run-git.js';
import { validateRevision } from './validate-revision.js';

/** Sha, message, author and dates of one commit (a sha or a branch name). */
export async function readCommitInfo(
  context: GitContext,
  checkout: RepositoryCheckout,
  revision: string,
): Promise<CommitInfo> {
  const { stdout } = await runGit(context.runner, {
    args: [
      '--git-dir',
      checkout.gitDir,
      'log',
      '-z',
      '-n',
      '1',
      `--format=${commitRecordFormat}`,
      '--end-of-options',
      validateRevision(revision),
      '--',
    ],
    timeoutMs: context.timeouts.local,
    scope: 'local',
    operation: 'read a commit of',
    target: describeLocation(checkout.location),
  });
  const [commit] = parseCommitRecords(stdout);
  if (!commit)
    throw new GitError('unknown_revision', 'The requested commit does not exist in the repository.');
  return commit;
}
