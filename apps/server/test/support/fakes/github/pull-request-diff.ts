import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One file of a pull request's diff, as GitHub's "list pull request files" returns it. */
export interface PullRequestFile {
  filename: string;
  status: 'added' | 'removed' | 'modified';
  additions: number;
  deletions: number;
  changes: number;
  /** The hunks, from the first `@@` line on. */
  patch: string;
}

function fileOf(chunk: string): PullRequestFile | undefined {
  const lines = chunk.split('\n');
  const target = lines.find((line) => line.startsWith('+++ '));
  const source = lines.find((line) => line.startsWith('--- '));
  const name = target && target !== '+++ /dev/null' ? target.slice(6) : source?.slice(6);
  const start = lines.findIndex((line) => line.startsWith('@@'));
  if (!name || start < 0) return undefined;
  const hunks = lines.slice(start);
  const additions = hunks.filter((line) => line.startsWith('+')).length;
  const deletions = hunks.filter((line) => line.startsWith('-')).length;
  return {
    filename: name,
    status: target === '+++ /dev/null' ? 'removed' : source === '--- /dev/null' ? 'added' : 'modified',
    additions,
    deletions,
    changes: additions + deletions,
    patch: hunks.join('\n').trimEnd(),
  };
}

/** The files a pull request changes: git's three-dot diff (merge base to head), as GitHub shows it. */
export async function pullRequestDiff(
  bareDir: string,
  baseSha: string,
  headSha: string,
): Promise<PullRequestFile[]> {
  const { stdout } = await run(
    'git',
    ['-C', bareDir, 'diff', '--no-color', '--no-ext-diff', '--no-renames', '-U3', `${baseSha}...${headSha}`],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout
    .split(/^diff --git .*$/m)
    .map(fileOf)
    .filter((file) => file !== undefined);
}

/** The head-side lines inside a file's hunks (added or context): where GitHub takes a review comment. */
export function rightSideLines(patch: string): Set<number> {
  const lines = new Set<number>();
  let line = 0;
  for (const text of patch.split('\n')) {
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)/.exec(text);
    if (header) line = Number(header[1]);
    else if (line > 0 && !text.startsWith('-') && !text.startsWith('\\')) {
      lines.add(line);
      line += 1;
    }
  }
  return lines;
}
