import type { GitBudget } from './git-budget.js';
import type { GitContext } from './git-context.js';
import { logNewestCommit } from './log-newest-commit.js';
import type { RepositoryCheckout } from './repository-provider.js';

/** The newest commit before or at `revision` that deleted `path` or renamed it away. */
export async function findPathRemovalCommit(
  context: GitContext,
  budget: GitBudget,
  checkout: RepositoryCheckout,
  revision: string,
  path: string,
): Promise<string | null> {
  return logNewestCommit(context, budget, checkout, {
    revision,
    // With the path as the only pathspec a rename shows as a deletion, so D covers both.
    filters: ['--diff-filter=DR'],
    pathspecs: [`:(literal)${path}`],
  });
}
