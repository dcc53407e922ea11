/**
 * The deepest nesting of `(`, `[` and `{` in a source text, in one linear pass. Strings and
 * comments are not told apart: a bracket inside one only makes the estimate higher, and real code
 * stays far below the limits it is compared with. Recursive-descent parsers (oxc-parser's native
 * one crashes the process with SIGSEGV near 9,000 levels) and the recursive syntax-tree visitors
 * need such a bound before they see the text.
 */
export function measureBracketDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // ( [ {
    if (c === 40 || c === 91 || c === 123) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if ((c === 41 || c === 93 || c === 125) && depth > 0) depth--;
  }
  return deepest;
}
