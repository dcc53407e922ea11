import type { GitBudget } from './git-budget.js';
import type { GitContext } from './git-context.js';
import { logNewestCommit } from './log-newest-commit.js';
import type { RepositoryCheckout } from './repository-provider.js';
import { searchPathspecs } from './search-pathspecs.js';

/** The newest commit before or at `revision` whose diff changed how often any pattern occurs in `paths`. */
export async function findNewestPickaxeCommit(
  context: GitContext,
  budget: GitBudget,
  checkout: RepositoryCheckout,
  revision: string,
  search: { patterns: string[]; paths?: readonly string[] | undefined; ignoreCase?: boolean | undefined },
): Promise<string | null> {
  if (search.patterns.length === 0) return null;
  const alternation = search.patterns.map((pattern) => `(${pattern})`).join('|');
  return logNewestCommit(context, budget, checkout, {
    revision,
    filters: ['--pickaxe-regex', `-S${alternation}`, ...(search.ignoreCase ? ['--regexp-ignore-case'] : [])],
    pathspecs: searchPathspecs(search.paths),
  });
}
