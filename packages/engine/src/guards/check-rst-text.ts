/**
 * Limits that keep the reStructuredText reader's time and memory linear. It copies each indented
 * block once per level of indentation, so a page of deeply indented lines costs its size times its
 * depth; lines indented past a depth the reader ignores anyway are refused as a whole page.
 */
const MAX_DOC_BYTES = 256 * 1024;
const MAX_LINES = 20_000;
/** Deeper than any real page: 40 levels of four-space indentation. */
const MAX_INDENT = 160;

/** Why a reStructuredText page must not reach the reader, or undefined when it may. */
export function checkRstText(text: string): string | undefined {
  if (text.length > MAX_DOC_BYTES) return `not read: larger than ${MAX_DOC_BYTES / 1024} KB`;
  let lines = 0;
  let from = 0;
  while (from <= text.length) {
    const end = text.indexOf('\n', from);
    const stop = end < 0 ? text.length : end;
    let indent = 0;
    while (indent < stop - from && (text[from + indent] === ' ' || text[from + indent] === '\t')) indent++;
    if (indent > MAX_INDENT && indent < stop - from)
      return `not read: indented deeper than ${MAX_INDENT} columns`;
    if (++lines > MAX_LINES) return `not read: more than ${MAX_LINES} lines`;
    if (end < 0) break;
    from = end + 1;
  }
  return undefined;
}
