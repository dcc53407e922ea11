import type { GitBudget } from './git-budget.js';
import type { GitContext } from './git-context.js';
import type { RepositoryCheckout } from './repository-provider.js';
import { runGit } from './run-git.js';
import { firstSha, operationFor, searchPathspecs } from './search-pathspecs.js';

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
        '--pickaxe-regex',
        `-S${alternation}`,
        ...(search.ignoreCase ? ['--regexp-ignore-case'] : []),
        '--end-of-options',
        revision,
        '--',
        ...searchPathspecs(search.paths),
      ],
    }),
  );
  return result ? firstSha(result.stdout) : null;
}
