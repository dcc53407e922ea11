import type { GitBudget } from './git-budget.js';
import type { GitContext } from './git-context.js';
import type { RepositoryCheckout } from './repository-provider.js';
import { runGit } from './run-git.js';
import { firstSha, operationFor } from './search-pathspecs.js';

/** `git log -1` at `revision` with these filters over these pathspecs: the newest matching commit, within the budget. */
export async function logNewestCommit(
  context: GitContext,
  budget: GitBudget,
  checkout: RepositoryCheckout,
  search: { revision: string; filters: string[]; pathspecs: string[] },
): Promise<string | null> {
  const result = await budget.run((timeoutMs) =>
    runGit(context.runner, {
      ...operationFor(checkout, 'search the history of', timeoutMs),
      args: [
        '--git-dir',
        checkout.gitDir,
        'log',
        '-1',
        '-z',
        '--format=%H',
        ...search.filters,
        '--end-of-options',
        search.revision,
        '--',
        ...search.pathspecs,
      ],
    }),
  );
  return result ? firstSha(result.stdout) : null;
}
