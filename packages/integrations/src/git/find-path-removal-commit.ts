import type { GitBudget } from './git-budget.js';
import type { GitContext } from './git-context.js';
import type { RepositoryCheckout } from './repository-provider.js';
import { runGit } from './run-git.js';
import { firstSha, operationFor } from './search-pathspecs.js';

/** The newest commit before or at `revision` that deleted `path` or renamed it away. */
export async function findPathRemovalCommit(
  context: GitContext,
  budget: GitBudget,
  checkout: RepositoryCheckout,
  revision: string,
  path: string,
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
        // With the path as the only pathspec a rename shows as a deletion, so D covers both.
        '--diff-filter=DR',
        '--end-of-options',
        revision,
        '--',
        `:(literal)${path}`,
      ],
    }),
  );
  return result ? firstSha(result.stdout) : null;
}
