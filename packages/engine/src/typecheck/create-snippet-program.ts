import type TS from 'typescript';
import type { TypecheckState } from './check-snippets.js';
import type { ProjectEntry } from './find-project-entry.js';
import type { Snippet } from './snippet.js';

/** Source files parsed once per scan, shared by every program built over the same project. */
export type SourceFileCache = Map<string, TS.SourceFile | undefined>;

/**
 * One program whose roots are the snippets, `import 'pkg'` mapped to `entryFile`. The snippets live
 * in memory; the project and its node_modules are read from disk. Every file the program reads is
 * counted in `budget`; past its limit the host answers "no such file", so a huge project ends as
 * unresolved (untyped) names rather than an unbounded scan.
 */
export function createSnippetProgram(
  ts: typeof TS,
  input: {
    root: string;
    entry: ProjectEntry;
    entryFile: string;
    snippets: Snippet[];
    /** Project files to load as roots too (the entry, to list its exports). */
    extraRoots?: string[];
    cache: SourceFileCache;
    budget: { files: number; maxFiles: number };
    oldProgram?: TS.Program;
  },
): TS.Program {
  const { root, entry, entryFile, snippets, cache, budget } = input;
  const options: TS.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowJs: true,
    checkJs: true,
    noEmit: true,
    skipLibCheck: true,
    strict: false,
    jsx: ts.JsxEmit.Preserve,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    esModuleInterop: true,
    // Only what the project's own declarations pull in: no ambient @types folder is loaded whole.
    types: [],
    lib: ['lib.es2023.d.ts'],
    baseUrl: root,
    paths: {
      ...Object.fromEntries(Object.entries(entry.subpaths).map(([spec, file]) => [spec, [file]])),
      [entry.name]: [entryFile],
      [`${entry.name}/*`]: [`${root}/*`, `${root}/src/*`],
    },
  };
  const host = ts.createCompilerHost(options, true);
  const virtual = new Map(snippets.map((s) => [s.file, s.text]));
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => virtual.has(file) || fileExists(file);
  host.readFile = (file) => virtual.get(file) ?? readFile(file);
  host.getSourceFile = (file, languageVersion) => {
    const text = virtual.get(file);
    if (text !== undefined) return ts.createSourceFile(file, text, languageVersion, true);
    if (cache.has(file)) return cache.get(file);
    if (budget.files >= budget.maxFiles) return undefined;
    budget.files++;
    const content = readFile(file);
    const source =
      content === undefined ? undefined : ts.createSourceFile(file, content, languageVersion, true);
    cache.set(file, source);
    return source;
  };
  return ts.createProgram({
    rootNames: [...snippets.map((s) => s.file), ...(input.extraRoots ?? [])],
    options,
    host,
    ...(input.oldProgram ? { oldProgram: input.oldProgram } : {}),
  });
}

/** A program of the project's entry alone: its declarations parsed once, to list exports or to prime the checker. */
export function createEntryProgram(
  ts: typeof TS,
  input: { root: string; entry: ProjectEntry; state: TypecheckState },
): TS.Program {
  const { root, entry, state } = input;
  return createSnippetProgram(ts, {
    root,
    entry,
    entryFile: entry.typed,
    snippets: [],
    cache: state.cache,
    budget: state.budget,
    extraRoots: [entry.typed],
    ...(state.program ? { oldProgram: state.program } : {}),
  });
}
