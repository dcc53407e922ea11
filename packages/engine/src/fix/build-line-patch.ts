/** Lines of context around the changed line, as `git diff` writes them. */
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

/** A unified diff (`git apply` format, paths under a/ and b/) replacing line `line` (1-based). */
export function buildLinePatch(path: string, file: FileLines, line: number, newLine: string): string {
  const { lines, endsWithNewline } = file;
  const first = Math.max(1, line - CONTEXT);
  const last = Math.min(lines.length, line + CONTEXT);
  const count = last - first + 1;
  const atEnd = (n: number) => n === lines.length && !endsWithNewline;
  const out = [`--- a/${path}`, `+++ b/${path}`, `@@ -${first},${count} +${first},${count} @@`];
  for (let n = first; n <= last; n++) {
    const text = lines[n - 1] ?? '';
    if (n === line) {
      out.push(`-${text}`);
      if (atEnd(n)) out.push(NO_NEWLINE);
      out.push(`+${newLine}`);
    } else {
      out.push(` ${text}`);
    }
    if (atEnd(n)) out.push(NO_NEWLINE);
  }
  return `${out.join('\n')}\n`;
}
