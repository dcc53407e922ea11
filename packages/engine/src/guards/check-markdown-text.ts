/**
 * Limits that keep the Markdown reader (micromark) linear and its memory bounded. Past them its
 * cost grows with the square of the input or its recursion overflows the stack: 20,000 nested
 * emphasis markers took over two minutes, 5,000 nested `>` overflowed the stack, a 1.9 MB table
 * took over a gigabyte. Real pages stay far below every one of them.
 */
const MAX_DOC_BYTES = 256 * 1024;
/**
 * Lines outside fenced code in one page: the reader's memory grows with the blocks more than with
 * the bytes (10,000 one-letter paragraphs took ~120 MB, 85,000 took a gigabyte). Lines of fenced
 * code cost a fraction of that and are bounded by the page size.
 */
const MAX_LINES = 10_000;
/** Block quotes and list items opened on one line, or list items nested by indentation. */
const MAX_MARKDOWN_NESTING = 32;
/**
 * Emphasis and strikethrough markers (`*`, `~`, `_` not inside a word) in one paragraph. Those in
 * code spans count too: telling code spans apart needs matched backticks, which an unmatched one
 * would defeat.
 */
const MAX_EMPHASIS_MARKERS = 1000;
/** `[` and `]` (links, images, footnotes) in one paragraph: unmatched ones cost quadratic time. */
const MAX_BRACKETS = 2000;
/**
 * `<` in one paragraph: each unclosed `<!--` makes inline HTML scan the rest of the paragraph. A
 * block whose first line starts with `<` is an HTML block (a contributors table), not inline text.
 */
const MAX_ANGLES = 2000;
/** Backticks in one paragraph: runs of two or more cost quadratic time when they multiply. */
const MAX_BACKTICKS = 2000;
/**
 * Table-like lines (containing `|`) in one page: the table extension costs about 0.4 ms and 20 KB
 * per row, the page's other lines a fraction of that.
 */
const MAX_TABLE_ROWS = 3000;

/**
 * Lines of one run without a blank line inside a block quote: the reader's cost grows with their
 * square (8,000 lazy continuation lines after one `>` took 7.6 s, 4,000 took 1.8 s). Real quotes
 * and notes are a few lines long.
 */
const MAX_QUOTE_RUN = 1000;

/**
 * Lines that open a list item inside another list item (`* - a`): the reader's cost grows with
 * the square of their number in a page (4,000 took over 12 s, 2,000 about 3 s on a busy machine).
 * Real pages nest items on separate, indented lines.
 */
const MAX_SAME_LINE_NESTED_ITEMS = 200;

/**
 * Empty list items (`- ` alone on its line): followed by a blank line and indented text, the
 * reader's cost grows with the square of their number (8,000 took 42 s, 4,000 7 s on a busy
 * machine). Real pages have a few.
 */
const MAX_EMPTY_ITEMS = 200;
const EMPTY_ITEM = /^[ \t>]*(?:[-*+]|\d{1,9}[.)])[ \t]*$/;

/** A fence opener; a backtick fence's info string holds no backtick (else the line is a paragraph). */
const FENCE = /^ {0,3}(?:(`{3,})[^`]*$|(~{3,}))/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

/** How many block quotes and list items a line opens before its content. */
function containerDepth(line: string, onlyItems = false): number {
  let depth = 0;
  let i = 0;
  while (i < line.length) {
    const c = line[i];
    if (c === ' ' || c === '\t') i++;
    else if (c === '>') {
      if (!onlyItems) depth++;
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

const WORD_CHAR = /[\p{L}\p{N}]/u;

function isWordChar(c: string | undefined): boolean {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  // ASCII letters and digits without the regular expression; it is the common case.
  if (code < 128)
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return WORD_CHAR.test(c);
}

interface InlineCounts {
  markers: number;
  brackets: number;
  backticks: number;
  angles: number;
}

/** Adds a line's emphasis markers, brackets, backticks and `<` to `counts`. */
function countInline(line: string, counts: InlineCounts): void {
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '*' || c === '~') counts.markers++;
    else if (c === '`') counts.backticks++;
    else if (c === '<') counts.angles++;
    else if (c === '_' && !(isWordChar(line[i - 1]) && isWordChar(line[i + 1]))) counts.markers++;
    else if (c === '[' || c === ']') counts.brackets++;
  }
}

/** Lines that start a new inline context: list items and headings are parsed apart. */
const NEW_CONTEXT = /^[ \t>]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)|^ {0,3}#{1,6}(?:[ \t]|$)/;
/** A table's delimiter row (`|---|:--:|`): the rows after it, up to a blank line, are parsed apart. */
const TABLE_DELIMITER = /^[ \t>]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/**
 * Why a Markdown page must not reach the reader, or undefined when it may. One linear pass over
 * the lines; fenced code is skipped (its text is not parsed as Markdown).
 */
export function checkMarkdownText(text: string): string | undefined {
  if (text.length > MAX_DOC_BYTES) return `not read: larger than ${MAX_DOC_BYTES / 1024} KB`;
  let fence: string | undefined;
  let counts: InlineCounts = { markers: 0, brackets: 0, backticks: 0, angles: 0 };
  let tableRows = 0;
  let inTable = false;
  let blockStart = true;
  let inHtml = false;
  let lines = 0;
  let quoteRun = 0;
  let nestedItems = 0;
  let emptyItems = 0;
  for (const line of text.split('\n')) {
    const match = FENCE.exec(line);
    const opening = match?.[1] ?? match?.[2];
    if (fence !== undefined) {
      if (opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length)
        fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    if (++lines > MAX_LINES) return `not read: more than ${MAX_LINES} lines`;
    if (line.trim() === '') {
      quoteRun = 0;
      counts = { markers: 0, brackets: 0, backticks: 0, angles: 0 };
      inTable = false;
      blockStart = true;
      continue;
    }
    if (quoteRun > 0 || /^ {0,3}>/.test(line))
      if (++quoteRun > MAX_QUOTE_RUN)
        return `not read: a block quote of more than ${MAX_QUOTE_RUN} lines without a blank line`;
    if (blockStart) inHtml = /^ {0,3}</.test(line);
    blockStart = false;
    if (line.includes('|') && TABLE_DELIMITER.test(line)) inTable = true;
    if (EMPTY_ITEM.test(line) && ++emptyItems > MAX_EMPTY_ITEMS)
      return `not read: more than ${MAX_EMPTY_ITEMS} empty list items`;
    if (containerDepth(line, true) > 1 && ++nestedItems > MAX_SAME_LINE_NESTED_ITEMS)
      return `not read: more than ${MAX_SAME_LINE_NESTED_ITEMS} lines that open a list item inside another`;
    if (containerDepth(line) > MAX_MARKDOWN_NESTING)
      return `not read: nesting deeper than ${MAX_MARKDOWN_NESTING}`;
    const indent = /^[ \t]*/.exec(line)?.[0].replace(/\t/g, '    ').length ?? 0;
    if (indent > 4 * MAX_MARKDOWN_NESTING && LIST_MARKER.test(line.trimStart()))
      return `not read: nesting deeper than ${MAX_MARKDOWN_NESTING}`;
    if (inTable || NEW_CONTEXT.test(line)) counts = { markers: 0, brackets: 0, backticks: 0, angles: 0 };
    countInline(line, counts);
    if (counts.markers > MAX_EMPHASIS_MARKERS)
      return `not read: more than ${MAX_EMPHASIS_MARKERS} emphasis markers in one paragraph`;
    if (counts.brackets > MAX_BRACKETS)
      return `not read: more than ${MAX_BRACKETS} brackets in one paragraph`;
    if (inHtml) counts.angles = 0;
    if (counts.angles > MAX_ANGLES) return `not read: more than ${MAX_ANGLES} < in one paragraph`;
    if (counts.backticks > MAX_BACKTICKS)
      return `not read: more than ${MAX_BACKTICKS} backticks in one paragraph`;
    if (line.includes('|')) tableRows++;
    if (tableRows > MAX_TABLE_ROWS) return `not read: more than ${MAX_TABLE_ROWS} table rows`;
  }
  return undefined;
}
