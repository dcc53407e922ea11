import { describeLocation } from './describe-location.js';
import type { GitContext } from './git-context.js';
import { commitRecordFormat, parseCommitRecords } from './parse-commit-records.js';
import type { CommitInfo, RepositoryCheckout } from './repository-provider.js';
import { runGit } from './run-git.js';
import { validateRevision } from './validate-revision.js';

export interface CommitRange {
  /** The last commit already scanned; null lists from the beginning of history. */
  since: string | null;
  until: string;
  /** Newest first, at most this many (default 100). */
  limit?: number;
}

/** Commits reachable from `until` but not from `since`, newest first. */
export async function listCommitsSince(
  context: GitContext,
  checkout: RepositoryCheckout,
  range: CommitRange,
): Promise<CommitInfo[]> {
  const limit = Math.max(1, Math.min(range.limit ?? 100, 10_000));
  const revisions = [validateRevision(range.until)];
  if (range.since !== null) revisions.push(`^${validateRevision(range.since)}`);
  const { stdout } = await runGit(context.runner, {
    args: [
      '--git-dir',
      checkout.gitDir,
      'log',
      '-z',
      '-n',
      String(limit),
      `--format=${commitRecordFormat}`,
      '--end-of-options',
      ...revisions,
      '--',
    ],
    timeoutMs: context.timeouts.local,
    scope: 'local',
    operation: 'list the commits of',
    target: describeLocation(checkout.location),
  });
  return parseCommitRecords(stdout);
}
