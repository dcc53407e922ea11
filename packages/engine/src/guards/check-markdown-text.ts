/**
 * Limits that keep the Markdown reader (micromark) linear and its memory bounded. Past them its
 * cost grows with the square of the input or its recursion overflows the stack: 20,000 nested
 * emphasis markers took over two minutes, 5,000 nested `>` overflowed the stack, a 1.9 MB table
 * took over a gigabyte. Real pages stay far below every one of them.
 */
export const MAX_DOC_BYTES = 256 * 1024;
/** Block quotes and list items opened on one line, or list items nested by indentation. */
export const MAX_MARKDOWN_NESTING = 32;
/** Emphasis markers (`*`, `_` not inside a word) in one paragraph, outside code spans. */
export const MAX_EMPHASIS_MARKERS = 1000;
/** Unclosed `[` in one paragraph. */
export const MAX_OPEN_BRACKETS = 1000;
/**
 * Table-like lines (containing `|`) in one page: the table extension costs about 0.4 ms and 20 KB
 * per row, the page's other lines a fraction of that.
 */
export const MAX_TABLE_ROWS = 3000;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

/** How many block quotes and list items a line opens before its content. */
function containerDepth(line: string): number {
  let depth = 0;
  let i = 0;
  while (i < line.length) {
    const c = line[i];
    if (c === ' ' || c === '\t') i++;
    else if (c === '>') {
      depth++;
      i++;
    } else {
      const marker = LIST_MARKER.exec(line.slice(i, i + 12));
      if (!marker) break;
      depth++;
      i += marker[0].length;
    }
  }
  return depth;
}

function isWordChar(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}]/u.test(c);
}

/** Emphasis markers and the deepest unclosed `[` of one line, code spans left out. */
function countInline(line: string): { markers: number; brackets: number; closes: number } {
  let markers = 0;
  let depth = 0;
  let deepest = 0;
  let closes = 0;
  let inCode = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '`') inCode = !inCode;
    else if (inCode) continue;
    else if (c === '*') markers++;
    else if (c === '_' && !(isWordChar(line[i - 1]) && isWordChar(line[i + 1]))) markers++;
    else if (c === '[') deepest = Math.max(deepest, ++depth);
    else if (c === ']') {
      if (depth > 0) depth--;
      else closes++;
    }
  }
  return { markers, brackets: deepest, closes };
}

/**
 * Why a Markdown page must not reach the reader, or undefined when it may. One linear pass over
 * the lines; fenced code is skipped (its text is not parsed as Markdown).
 */
export function checkMarkdownText(text: string): string | undefined {
  if (text.length > MAX_DOC_BYTES) return `not read: larger than ${MAX_DOC_BYTES / 1024} KB`;
  let fence: string | undefined;
  let markers = 0;
  let brackets = 0;
  let tableRows = 0;
  for (const line of text.split('\n')) {
    const opening = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length)
        fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    if (line.trim() === '') {
      markers = 0;
      brackets = 0;
      continue;
    }
    if (containerDepth(line) > MAX_MARKDOWN_NESTING)
      return `not read: nesting deeper than ${MAX_MARKDOWN_NESTING}`;
    const indent = /^[ \t]*/.exec(line)?.[0].replace(/\t/g, '    ').length ?? 0;
    if (indent > 4 * MAX_MARKDOWN_NESTING && LIST_MARKER.test(line.trimStart()))
      return `not read: nesting deeper than ${MAX_MARKDOWN_NESTING}`;
    const inline = countInline(line);
    markers += inline.markers;
    brackets = Math.max(0, brackets - inline.closes) + inline.brackets;
    if (markers > MAX_EMPHASIS_MARKERS)
      return `not read: more than ${MAX_EMPHASIS_MARKERS} emphasis markers in one paragraph`;
    if (brackets > MAX_OPEN_BRACKETS) return `not read: brackets nested deeper than ${MAX_OPEN_BRACKETS}`;
    if (line.includes('|')) tableRows++;
    if (tableRows > MAX_TABLE_ROWS) return `not read: more than ${MAX_TABLE_ROWS} table rows`;
  }
  return undefined;
}
