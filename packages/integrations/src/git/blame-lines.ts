import { describeLocation } from './describe-location.js';
import type { GitBudget } from './git-budget.js';
import type { GitContext } from './git-context.js';
import type { RepositoryCheckout } from './repository-provider.js';
import { runGit } from './run-git.js';

/**
 * Reads `git blame --porcelain`: each line group starts with `<sha> <source line> <final line> [n]`,
 * header fields follow the first time a commit appears, and the line's content starts with a tab.
 * Lines of boundary commits (the edge of a shallow clone) have no known origin and are left out.
 */
export function parseBlamePorcelain(output: string): Map<number, string> {
  const origins = new Map<number, string>();
  const boundary = new Set<string>();
  let current: { sha: string; line: number } | null = null;
  for (const text of output.split('\n')) {
    const header = /^([0-9a-f]{40,64}) \d+ (\d+)(?: \d+)?$/.exec(text);
    if (header?.[1] && header[2]) {
      current = { sha: header[1], line: Number(header[2]) };
    } else if (text === 'boundary' && current) {
      boundary.add(current.sha);
    } else if (text.startsWith('\t') && current) {
      origins.set(current.line, current.sha);
      current = null;
    }
  }
  for (const [line, sha] of origins) if (boundary.has(sha)) origins.delete(line);
  return origins;
}

/** The commit that last changed each of `lines` in `path` at `revision`: one blame for the whole file. */
export async function blameLines(
  context: GitContext,
  budget: GitBudget,
  checkout: RepositoryCheckout,
  revision: string,
  path: string,
  lines: number[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(lines.filter((line) => Number.isInteger(line) && line > 0))].sort(
    (a, b) => a - b,
  );
  if (wanted.length === 0) return new Map();
  const result = await budget.run((timeoutMs) =>
    runGit(context.runner, {
      args: [
        '--git-dir',
        checkout.gitDir,
        'blame',
        '--porcelain',
        // Root commits count as changes; only a shallow clone's edge stays a boundary.
        '--root',
        ...wanted.flatMap((line) => ['-L', `${line},${line}`]),
        // blame takes no --end-of-options; the revision is a full sha read from the repository.
        revision,
        '--',
        path,
      ],
      timeoutMs,
      scope: 'local',
      operation: 'blame a file of',
      target: describeLocation(checkout.location),
    }),
  );
  return result ? parseBlamePorcelain(result.stdout) : new Map();
}
