import { resolve } from 'node:path';
import { buildCommitWebUrl } from './build-commit-web-url.js';
import { createCommitWorktree } from './create-commit-worktree.js';
import { detectRemoteDefaultBranch } from './detect-remote-default-branch.js';
import { detectRepositoryLayout } from './detect-repository-layout.js';
import { fetchRepository, fetchRepositoryRef } from './fetch-repository.js';
import { findIntroducingCommits } from './find-introducing-commits.js';
import { defaultGitTimeouts, type GitContext } from './git-context.js';
import { listCommitFolders } from './list-commit-folders.js';
import { listCommitsSince } from './list-commits-since.js';
import { listLocalRepositories } from './list-local-repositories.js';
import { parseRepositoryLocation } from './parse-repository-location.js';
import { prepareCheckout } from './prepare-checkout.js';
import { readCommitDiff } from './read-commit-diff.js';
import { readCommitInfo } from './read-commit-info.js';
import { readDefaultBranch } from './read-default-branch.js';
import { removeCheckout } from './remove-checkout.js';
import type { RepositoryProvider } from './repository-provider.js';
import { resolveBranchHead } from './resolve-branch-head.js';
import { searchCommitFolders } from './search-commit-folders.js';

export interface CreateGitProviderOptions {
  /** Folder (inside the data dir) that holds one bare clone per repository. */
  checkoutsDir: string;
  /** Allow paths on the server and file:// URLs (default true; a hosted install turns this off). */
  allowLocalPaths?: boolean;
  /** Server folders whose repositories are offered as "available" (default none). */
  localRoots?: readonly string[];
  gitBinary?: string;
  /** Environment git inherits (PATH, HOME, proxies, GIT_SSH_COMMAND); defaults to the process's. */
  env?: NodeJS.ProcessEnv;
  timeouts?: Partial<GitContext['timeouts']>;
}

/** The `git` provider: any git URL or server path, driven by the git CLI. */
export function createGitProvider(options: CreateGitProviderOptions): RepositoryProvider {
  const checkoutsDir = resolve(options.checkoutsDir);
  const allowLocalPaths = options.allowLocalPaths ?? true;
  const context: GitContext = {
    // Like execFile, git inherits the server's environment (PATH, HOME for SSH keys, proxies) unless
    // the caller passes one; the runner then overrides what must not leak in.
    runner: { gitBinary: options.gitBinary ?? 'git', baseEnv: options.env ?? process.env },
    timeouts: { ...defaultGitTimeouts, ...options.timeouts },
  };
  return {
    id: 'git',
    parseLocation: (input) => parseRepositoryLocation(input, { allowLocalPaths }),
    listAvailableRepositories: () => listLocalRepositories(allowLocalPaths ? (options.localRoots ?? []) : []),
    detectRemoteDefaultBranch: (location, credentials) =>
      detectRemoteDefaultBranch(context, location, credentials),
    prepareCheckout: (key, location, credentials) =>
      prepareCheckout(context, checkoutsDir, key, location, credentials),
    fetch: (checkout, credentials) => fetchRepository(context, checkout, credentials),
    fetchRef: (checkout, ref, credentials, from) =>
      fetchRepositoryRef(context, checkout, ref, credentials, from),
    readDefaultBranch: (checkout) => readDefaultBranch(context, checkout),
    resolveBranchHead: (checkout, branch) => resolveBranchHead(context, checkout, branch),
    readCommit: (checkout, revision) => readCommitInfo(context, checkout, revision),
    listCommitsSince: (checkout, range) => listCommitsSince(context, checkout, range),
    readCommitDiff: (checkout, revision, limits) => readCommitDiff(context, checkout, revision, limits),
    createWorktree: (checkout, revision) => createCommitWorktree(context, checkoutsDir, checkout, revision),
    listFolders: (checkout, revision, limit) => listCommitFolders(context, checkout, revision, limit),
    searchFolders: (checkout, revision, query, limit) =>
      searchCommitFolders(context, checkout, revision, query, limit),
    detectLayout: (checkout, revision) => detectRepositoryLayout(context, checkout, revision),
    findIntroducingCommits: (checkout, revision, targets, limits) =>
      findIntroducingCommits(context, checkout, revision, targets, limits),
    commitWebUrl: buildCommitWebUrl,
    removeCheckout: (key) => removeCheckout(checkoutsDir, key),
  };
}
