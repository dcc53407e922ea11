const hunkHeader = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/**
 * The head-side line numbers a file's diff hunks add ("+" lines), read from the hunks a code host
 * returns for a pull request's files. Context lines are in the diff too, but a fix offered there
 * would change a line the pull request did not touch.
 */
export function addedLinesOfPatch(patch: string): Set<number> {
  const added = new Set<number>();
  let line = 0;
  for (const text of patch.split('\n')) {
    const header = hunkHeader.exec(text);
    if (header) {
      line = Number(header[1]);
      continue;
    }
    if (line === 0 || text.startsWith('\\')) continue;
    if (text.startsWith('+')) {
      added.add(line);
      line += 1;
    } else if (!text.startsWith('-')) line += 1;
  }
  return added;
}
