import { checkCodeText } from '../guards/check-code-text.js';

/**
 * Examples are snippets: a block over this size is a pasted file or an unclosed fence that ran to
 * the end of the page, and reading it snippet by snippet would cost far more than it tells.
 */
const MAX_EXAMPLE_BYTES = 64 * 1024;

/** Whether a fenced block may be read as an example (small enough, nesting within the parser's reach). */
export function isReadableExample(text: string): boolean {
  return text.length <= MAX_EXAMPLE_BYTES && checkCodeText(text) === undefined;
}
