/** One virtual file the checker reads: a doc example, or the inline references of one page. */
export interface Snippet {
  /** Virtual file name (absolute, under the project root so its node_modules resolve). */
  file: string;
  text: string;
  docPath: string;
  /** Doc line (1-based) and claim text of each line of the file (0-based), when it maps to one. */
  lines: ({ docLine: number; claim: string } | undefined)[];
  /** Offset where the example's own text starts, after the earlier examples it builds on. */
  ownStart: number;
  /** Offsets of `...` placeholders blanked out of the text: calls around them elide arguments. */
  placeholders: number[];
  /** Fenced examples report as examples, inline code spans as API references. */
  origin: 'example' | 'reference';
}

/** Folder (under the project root) that holds the virtual files; never a real file of the project. */
export const SNIPPET_DIR = '__driftwatch_snippets__';
