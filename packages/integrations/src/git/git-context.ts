import type { GitRunner } from './run-git.js';

/** Everything a git operation needs besides its arguments; built once by createGitProvider. */
export interface GitContext {
  runner: GitRunner;
  timeouts: {
    /** First clone of a repository. */
    clone: number;
    /** fetch and ls-remote. */
    fetch: number;
    /** Reading a local checkout: commits, diffs, trees, worktrees. */
    local: number;
  };
}

export const defaultGitTimeouts: GitContext['timeouts'] = {
  clone: 10 * 60_000,
  fetch: 5 * 60_000,
  local: 60_000,
};
