import { createLazyFileNames } from './lazy-file-names.js';

const DOTTED_LITERAL = /["'`]([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+)["'`]/g;

/**
 * Dotted strings the code quotes (`"Chaos.OnFault"`, `"attempt.number"`): telemetry events, tags and
 * setting keys a doc's table lists are values the code emits, not member accesses. Read only when a
 * rule first asks.
 */
export function createQuotedDottedNames(root: string, codeFiles: string[]): (name: string) => boolean {
  const files = new Set(codeFiles);
  return createLazyFileNames(root, files, {
    include: (file) => files.has(file),
    maxFiles: 3000,
    collect: (text, add) => {
      for (const m of text.matchAll(DOTTED_LITERAL)) if (m[1]) add(m[1]);
    },
  });
}
