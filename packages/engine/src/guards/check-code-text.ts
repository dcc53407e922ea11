import { measureBracketDepth } from './measure-bracket-depth.js';

/** Deeper bracket nesting than this is not read: real code and examples stay below 100. */
const MAX_CODE_NESTING = 500;

/** Why a code file or example must not reach its parser, or undefined when it may. */
export function checkCodeText(text: string): string | undefined {
  return measureBracketDepth(text) > MAX_CODE_NESTING
    ? `not read: nesting deeper than ${MAX_CODE_NESTING}`
    : undefined;
}
