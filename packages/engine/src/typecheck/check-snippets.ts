import type TS from 'typescript';
import type { SkippedFile } from '../model/finding.js';
import { createSnippetProgram, type SourceFileCache } from './create-snippet-program.js';
import type { ProjectEntry } from './find-project-entry.js';
import { importsPlugin } from './imports-plugin.js';
import { judgeBoundOptions } from './judge-bound-options.js';
import { judgeAt, judgeDiagnostic, MEMBER_CODES, type Verdict } from './judge-diagnostic.js';
import type { Snippet } from './snippet.js';

interface TypecheckBudget {
  files: number;
  maxFiles: number;
  /** `performance.now()` past which no further snippet is checked. */
  deadline: number;
}

/** What one scan's checks share: parsed files, the budget, and the last program (reused by the next). */
export interface TypecheckState {
  cache: SourceFileCache;
  budget: TypecheckBudget;
  program: TS.Program | undefined;
}

/** A name declared twice: the earlier examples and this one disagree on what it is. */
const REDECLARED = new Set([2300, 2451, 2440, 2393, 2395]);

/**
 * The example imports a part of the project the checker could not find (`pkg/middleware` whose
 * build is not in the checkout): what that part would add to the project's types is unknown.
 */
function missesProjectModule(diagnostics: readonly TS.Diagnostic[], packageName: string): boolean {
  return diagnostics.some((d) => {
    if (d.code !== 2307 || !d.file || d.start === undefined) return false;
    const specifier = d.file.text.slice(d.start + 1, d.start + (d.length ?? 2) - 1);
    return specifier === packageName || specifier.startsWith(`${packageName}/`);
  });
}

/**
 * The snippet's diagnostics, or undefined when it cannot be judged: it does not parse even with
 * its placeholders blanked, it declares a name twice (the earlier examples and this one disagree
 * on what it is), or it imports a part of the project the checker could not find.
 */
function diagnosticsOf(
  program: TS.Program,
  snippet: Snippet,
  packageName: string,
): readonly TS.Diagnostic[] | undefined {
  const file = program.getSourceFile(snippet.file);
  if (!file) return undefined;
  if (program.getSyntacticDiagnostics(file).some((d) => (d.start ?? 0) >= snippet.ownStart)) return undefined;
  const semantic = program.getSemanticDiagnostics(file);
  return semantic.some((d) => REDECLARED.has(d.code)) || missesProjectModule(semantic, packageName)
    ? undefined
    : semantic;
}

/**
 * The declarations and the JavaScript that runs can disagree (a parameter the `.d.ts` forgot):
 * the code accepts what either accepts. A verdict stands unless the runtime view resolves the same
 * name to the project and finds nothing wrong with it.
 */
function keptByRuntime(
  ts: typeof TS,
  runtime: TS.Program,
  project: { root: string; packageName: string },
  snippet: Snippet,
  verdicts: Verdict[],
): Verdict[] {
  const { root, packageName } = project;
  const file = runtime.getSourceFile(snippet.file);
  if (!file) return verdicts;
  const checker = runtime.getTypeChecker();
  const diagnostics = diagnosticsOf(runtime, snippet, packageName);
  const reported = new Set([
    ...(diagnostics ?? []).map((d) => `${d.code}@${d.start}`),
    ...(diagnostics ? judgeBoundOptions(ts, checker, root, snippet, file) : []).map(
      (v) => `${v.code}@${v.start}`,
    ),
  ]);
  return verdicts.filter((v) => {
    if (v.abstain || reported.has(`${v.code}@${v.start}`)) return true;
    // A runtime view whose type is open here (a base it cannot read) accepts nothing for sure:
    // the declarations decide.
    const judged = judgeAt(ts, checker, { root, snippet, file, start: v.start, code: v.code });
    return !judged || judged.open === true;
  });
}

/**
 * Lets I/O callbacks run between two snippets: the history pass streams `git log` meanwhile, and
 * git waits whenever its pipe is full and unread.
 */
const yieldToEvents = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Checks snippets in one program (then the runtime view of those with verdicts), within the budget. */
export async function checkSnippets(
  ts: typeof TS,
  input: { root: string; entry: ProjectEntry; snippets: Snippet[]; state: TypecheckState },
): Promise<{ verdicts: Map<Snippet, Verdict[]>; skipped: SkippedFile[] }> {
  const { root, entry, snippets, state } = input;
  const verdicts = new Map<Snippet, Verdict[]>();
  const skipped: SkippedFile[] = [];
  const program = createSnippetProgram(ts, {
    root,
    entry,
    entryFile: entry.typed,
    snippets,
    cache: state.cache,
    budget: state.budget,
    ...(state.program ? { oldProgram: state.program } : {}),
  });
  state.program = program;
  const checker = program.getTypeChecker();
  const late = new Set<string>();
  for (const snippet of snippets) {
    await yieldToEvents();
    if (performance.now() > state.budget.deadline) {
      late.add(snippet.docPath);
      continue;
    }
    const diagnostics = diagnosticsOf(program, snippet, entry.name);
    const file = program.getSourceFile(snippet.file);
    const found = (diagnostics ?? [])
      .map((d) => judgeDiagnostic(ts, checker, root, snippet, d))
      .filter((v): v is Verdict => v !== undefined);
    if (file && diagnostics) found.push(...judgeBoundOptions(ts, checker, root, snippet, file));
    const plugin = file !== undefined && importsPlugin(ts, file, entry.name);
    verdicts.set(
      snippet,
      plugin ? found.map((v) => (MEMBER_CODES.has(v.code) ? { ...v, abstain: true } : v)) : found,
    );
  }
  for (const docPath of late)
    skipped.push({
      path: docPath,
      reason: 'type check: over the time budget; its examples were not type-checked',
    });
  // Each other view of the package (the JavaScript behind a `.d.ts`, the file another export
  // condition names) can only take verdicts away: the code accepts what any view accepts.
  for (const view of [entry.runtime, ...entry.views]) {
    const disputed = [...verdicts]
      .filter(([, found]) => found.some((v) => !v.abstain))
      .map(([snippet]) => snippet);
    if (!view || disputed.length === 0) continue;
    const runtime = createSnippetProgram(ts, {
      root,
      entry,
      entryFile: view,
      snippets: disputed,
      cache: state.cache,
      budget: state.budget,
    });
    for (const snippet of disputed) {
      await yieldToEvents();
      verdicts.set(
        snippet,
        keptByRuntime(ts, runtime, { root, packageName: entry.name }, snippet, verdicts.get(snippet) ?? []),
      );
    }
  }
  return { verdicts, skipped };
}
