import type { GitBudget } from './git-budget.js';
import type { GitContext } from './git-context.js';
import { GitError } from './git-error.js';
import type { RepositoryCheckout } from './repository-provider.js';
import { runGit } from './run-git.js';
import { operationFor, searchPathspecs } from './search-pathspecs.js';

const presenceOutputBytes = 4 * 1024 * 1024;

/**
 * Which patterns still occur in `paths` at `revision`: one git grep for all of them, its matching
 * lines tested against each pattern. When the output is cut short, unseen patterns count as present,
 * so a search never claims a removal it could not check.
 */
export async function findPresentPatterns(
  context: GitContext,
  budget: GitBudget,
  checkout: RepositoryCheckout,
  revision: string,
  patterns: string[],
  paths: readonly string[] | undefined,
): Promise<Set<string> | null> {
  if (patterns.length === 0) return new Set();
  const result = await budget.run(async (timeoutMs) => {
    try {
      return await runGit(context.runner, {
        ...operationFor(checkout, 'search the files of', timeoutMs),
        args: [
          '--git-dir',
          checkout.gitDir,
          'grep',
          '-h',
          '-I',
          '-E',
          ...patterns.flatMap((pattern) => ['-e', pattern]),
          // grep takes no --end-of-options; the revision is a full sha read from the repository.
          revision,
          '--',
          ...searchPathspecs(paths),
        ],
        maxOutputBytes: presenceOutputBytes,
        truncateOutput: true,
      });
    } catch (error) {
      // git grep exits 1 without a word when nothing matches: every pattern is absent.
      if (error instanceof GitError && error.code === 'git_failed' && error.detail === '') return undefined;
      throw error;
    }
  });
  if (result === null) return null;
  if (result === undefined) return new Set();
  if (result.truncated) return new Set(patterns);
  const lines = result.stdout.split('\n');
  return new Set(patterns.filter((pattern) => lines.some((line) => new RegExp(pattern).test(line))));
}
