import { describeLocation } from './describe-location.js';
import type { GitContext } from './git-context.js';
import type { FolderListing, RepositoryCheckout } from './repository-provider.js';
import { runGit } from './run-git.js';
import { validateRevision } from './validate-revision.js';

/** How many folders GET /api/repositories/{id}/folders lists when the request gives no limit. */
export const defaultFolderLimit = 5000;

/** Every folder of a commit's tree, sorted by path (what `git ls-tree -r -d` lists). */
export async function readAllFolders(
  context: GitContext,
  checkout: RepositoryCheckout,
  revision: string,
): Promise<string[]> {
  const { stdout } = await runGit(context.runner, {
    args: [
      '--git-dir',
      checkout.gitDir,
      'ls-tree',
      '-r',
      '-d',
      '-z',
      '--name-only',
      '--end-of-options',
      `${validateRevision(revision)}^{tree}`,
    ],
    timeoutMs: context.timeouts.local,
    scope: 'local',
    operation: 'list the folders of',
    target: describeLocation(checkout.location),
  });
  return stdout.split('\0').filter((path) => path.length > 0);
}

export async function listCommitFolders(
  context: GitContext,
  checkout: RepositoryCheckout,
  revision: string,
  limit = defaultFolderLimit,
): Promise<FolderListing> {
  const folders = await readAllFolders(context, checkout, revision);
  const count = Math.max(0, Math.floor(limit));
  return { folders: folders.slice(0, count), truncated: folders.length > count };
}
