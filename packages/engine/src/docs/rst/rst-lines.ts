// Line-level helpers of the reStructuredText reader: indentation, indented blocks, adornments.

export interface RstLine {
  /** The line relative to its block's indentation, tabs expanded to 8-column stops. */
  text: string;
  /** 1-based line in the page. */
  no: number;
}

/** A section adornment or transition: one punctuation character repeated (`=====`, `~~~~`). */
export const ADORNMENT = /^([!-/:-@[-`{-~])\1{2,}[ \t]*$/;

export function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}

export function indentOf(text: string): number {
  let n = 0;
  while (text[n] === ' ') n++;
  return n;
}

/** Splits a page into lines with leading tabs expanded as docutils does. */
export function toRstLines(text: string, firstLine = 1): RstLine[] {
  return text.split(/\r?\n|\r/).map((line, i) => ({
    text: line.replace(/^[ \t]+/, (lead) => {
      let width = 0;
      for (const c of lead) width = c === '\t' ? width + 8 - (width % 8) : width + 1;
      return ' '.repeat(width);
    }),
    no: firstLine + i,
  }));
}

/**
 * The lines from `start` that are blank or indented by at least `min` (by the indentation of the
 * first non-blank one when `min` is undefined), without trailing blank lines, dedented; and the
 * index after them.
 */
export function indentedBlock(
  lines: RstLine[],
  start: number,
  min?: number,
): { block: RstLine[]; end: number } {
  let end = start;
  let indent = min;
  while (end < lines.length) {
    const text = (lines[end] as RstLine).text;
    if (!isBlank(text)) {
      const own = indentOf(text);
      if (indent === undefined) indent = own;
      if (own < indent || own === 0) break;
    }
    end++;
  }
  while (end > start && isBlank(lines[end - 1]?.text)) end--;
  let cut = indent ?? 0;
  if (min === undefined)
    for (let i = start; i < end; i++) {
      const text = (lines[i] as RstLine).text;
      if (!isBlank(text)) cut = Math.min(cut, indentOf(text));
    }
  return { block: lines.slice(start, end).map((l) => ({ text: l.text.slice(cut), no: l.no })), end };
}
