import { runGit } from './run-git.js';

/**
 * The lines of each file the working tree added or rewrote since `base` (git diff -U0 hunks,
 * new-side numbers), for the given paths. A path with no entry added no line.
 */
export async function addedLinesSince(
  root: string,
  base: string,
  paths: string[],
): Promise<Map<string, Set<number>>> {
  const added = new Map<string, Set<number>>();
  if (paths.length === 0) return added;
  const diff =
    (await runGit(root, [
      'diff',
      '-U0',
      '--no-color',
      '--no-ext-diff',
      '--no-renames',
      '--relative',
      base,
      '--',
      ...paths,
    ])) ?? '';
  let lines: Set<number> | undefined;
  for (const text of diff.split('\n')) {
    if (text.startsWith('+++ ')) {
      const path = text === '+++ /dev/null' ? undefined : text.slice(6);
      lines = path === undefined ? undefined : new Set();
      if (path !== undefined && lines) added.set(path, lines);
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(text);
    if (!hunk || !lines) continue;
    const start = Number(hunk[1]);
    const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
    for (let line = start; line < start + count; line++) lines.add(line);
  }
  return added;
}
