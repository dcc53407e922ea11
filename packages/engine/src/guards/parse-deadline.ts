/**
 * tree-sitter's error recovery is super-linear on some garbage (84 KB of stray tokens took over
 * 20 s in the Python grammar), so its parses get a deadline proportional to the text: real code
 * parses hundreds of times faster than this.
 */
const BASE_MS = 1000;
const MS_PER_KB = 5;

/** Thrown when a parser is stopped at its deadline; the file is then reported as not read. */
export class OverTimeBudgetError extends Error {
  constructor() {
    super('not read: over the time budget');
  }
}

/** A progress callback for tree-sitter's parse() that cancels the parse past the text's deadline. */
export function parseDeadline(text: string): () => boolean {
  const deadline = performance.now() + BASE_MS + (text.length / 1024) * MS_PER_KB;
  return () => performance.now() > deadline;
}
