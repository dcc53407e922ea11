import { createRequire } from 'node:module';
import type TS from 'typescript';
import type { SkippedFile } from '../model/finding.js';
import type { ProjectExports } from './build-reference-snippets.js';
import { checkSnippets, type TypecheckState } from './check-snippets.js';
import { createEntryProgram } from './create-snippet-program.js';
import type { ProjectEntry } from './find-project-entry.js';
import type { Verdict } from './judge-diagnostic.js';
import { readProjectExports } from './read-project-exports.js';
import type { Snippet } from './snippet.js';

export interface SnippetCheck {
  verdicts: Map<Snippet, Verdict[]>;
  skipped: SkippedFile[];
}

/**
 * One scan's TypeScript checker over one project: the parsed files, the file budget and the last
 * program are shared by every check, on this thread or on a worker thread.
 */
export interface TypeScriptSession {
  readonly entry: ProjectEntry;
  /** Checks snippets; none is checked once the clock (`Date.now()`) has passed `deadline`. */
  check(snippets: Snippet[], deadline: number): Promise<SnippetCheck>;
  readExports(): Promise<ProjectExports>;
  /** Whether the checker stopped reading files at the budget's limit. */
  budgetSpent(): Promise<boolean>;
  close(): void;
}

/** The checker on this thread, exposed synchronously for the worker entry that wraps it. */
export interface LocalSession extends TypeScriptSession {
  /**
   * Parses and binds the ES lib and the project's declarations ahead of the snippets: the first
   * check's program reuses them. Worth it only where it overlaps other work (a worker thread).
   */
  prime(): void;
}

export function createLocalSession(root: string, entry: ProjectEntry, maxFiles: number): LocalSession {
  let ts: typeof TS | undefined;
  // TypeScript is CommonJS: `import()` would first scan its 9 MB for named exports (~300 ms of
  // CPU), which `require` skips.
  const loadTypeScript = () => {
    ts ??= createRequire(import.meta.url)('typescript') as typeof TS;
    return ts;
  };
  const state: TypecheckState = {
    cache: new Map(),
    budget: { files: 0, maxFiles, deadline: Number.POSITIVE_INFINITY },
    program: undefined,
  };
  return {
    entry,
    prime() {
      state.program = createEntryProgram(loadTypeScript(), { root, entry, state });
      state.program.getTypeChecker();
    },
    async check(snippets, deadline) {
      state.budget.deadline = performance.now() + (deadline - Date.now());
      return checkSnippets(loadTypeScript(), { root, entry, snippets, state });
    },
    async readExports() {
      return readProjectExports(loadTypeScript(), { root, entry, state });
    },
    async budgetSpent() {
      return state.budget.files >= state.budget.maxFiles;
    },
    close() {
      state.program = undefined;
      state.cache.clear();
    },
  };
}
