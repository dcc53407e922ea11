/** Lines of context around each change, as `git diff` writes them. */
const CONTEXT = 3;
const NO_NEWLINE = '\\ No newline at end of file';

export interface FileLines {
  /** The file split at `\n`; a `\r` before it stays part of the line. */
  lines: string[];
  /** False when the last line has no line break, which the diff must say. */
  endsWithNewline: boolean;
}

export function splitFileLines(text: string): FileLines {
  const lines = text.split('\n');
  const endsWithNewline = text.endsWith('\n');
  if (endsWithNewline) lines.pop();
  return { lines, endsWithNewline };
}

/** Changed lines (1-based) whose context overlaps or touches share one hunk. */
function hunkRanges(changed: number[], total: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const line of changed) {
    const first = Math.max(1, line - CONTEXT);
    const last = Math.min(total, line + CONTEXT);
    const previous = ranges.at(-1);
    if (previous && first <= previous[1] + 1) previous[1] = last;
    else ranges.push([first, last]);
  }
  return ranges;
}

/**
 * A unified diff (`git apply` format, paths under a/ and b/) that replaces whole lines: `changes`
 * maps a 1-based line number to its new text. Line counts never change, so each hunk has the same
 * start and length on both sides.
 */
export function buildPatch(path: string, file: FileLines, changes: Map<number, string>): string {
  const { lines, endsWithNewline } = file;
  const atEnd = (n: number) => n === lines.length && !endsWithNewline;
  const out = [`--- a/${path}`, `+++ b/${path}`];
  for (const [first, last] of hunkRanges(
    [...changes.keys()].sort((a, b) => a - b),
    lines.length,
  )) {
    const count = last - first + 1;
    out.push(`@@ -${first},${count} +${first},${count} @@`);
    for (let n = first; n <= last; n++) {
      const text = lines[n - 1] ?? '';
      const replaced = changes.get(n);
      if (replaced === undefined) {
        out.push(` ${text}`);
      } else {
        out.push(`-${text}`);
        if (atEnd(n)) out.push(NO_NEWLINE);
        out.push(`+${replaced}`);
      }
      if (atEnd(n)) out.push(NO_NEWLINE);
    }
  }
  return `${out.join('\n')}\n`;
}
