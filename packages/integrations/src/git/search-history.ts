import { describeLocation } from './describe-location.js';
import type { GitBudget } from './git-budget.js';
import type { GitContext } from './git-context.js';
import { GitError } from './git-error.js';
import type { RepositoryCheckout } from './repository-provider.js';
import { runGit } from './run-git.js';

/** Documentation is what drifts, not the code it describes: searches for code leave it out. */
const documentationExcludes = ['md', 'mdx', 'markdown', 'rst', 'adoc', 'asciidoc', 'txt'].map(
  (extension) => `:(exclude,glob,icase)**/*.${extension}`,
);

/** Pathspecs for `paths` taken literally, or every file that is not documentation. */
export function searchPathspecs(paths: readonly string[] | undefined): string[] {
  if (paths && paths.length > 0) return paths.map((path) => `:(literal)${path}`);
  return ['.', ...documentationExcludes];
}

function operationFor(checkout: RepositoryCheckout, operation: string, timeoutMs: number) {
  return { timeoutMs, scope: 'local' as const, operation, target: describeLocation(checkout.location) };
}

function firstSha(output: string): string | null {
  const sha = output.split('\0')[0]?.trim() ?? '';
  return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
}

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
