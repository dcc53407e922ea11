import { createRequire } from 'node:module';
import path from 'node:path';
import type TS from 'typescript';
import type { ProjectIndex } from '../index/project-index.js';
import type { SkippedFile } from '../model/finding.js';
import type { DraftFinding } from '../rules/rule.js';
import { hashText } from '../util/hash-text.js';
import { buildExampleSnippets } from './build-example-snippets.js';
import { buildReferenceSnippets, type ProjectExports } from './build-reference-snippets.js';
import { checkSnippets, type TypecheckBudget } from './check-snippets.js';
import type { SourceFileCache } from './create-snippet-program.js';
import { findProjectEntry, type ProjectEntry } from './find-project-entry.js';
import { isAddedAtRunTime } from './is-added-at-run-time.js';
import { isReadByJavaScript } from './is-read-by-javascript.js';
import type { Verdict } from './judge-diagnostic.js';
import { readProjectExports } from './read-project-exports.js';
import type { Snippet } from './snippet.js';
import { TypecheckCache } from './typecheck-cache.js';
import { verdictFinding } from './verdict-finding.js';

export interface TypecheckOptions {
  cacheDir?: string;
  /** Files the checker may read from the project and its dependencies. */
  maxFiles?: number;
  /** Time after which the remaining examples are left unchecked (reported as skipped). */
  maxMs?: number;
  /**
   * Settles once `index.removedSymbols` is final: the history pass runs beside the check, and
   * verdicts become findings only after it (history can name the rename, or overrule an abstention).
   */
  history?: Promise<unknown>;
}

/** A name on a doc line the checker saw but could not judge: its type is open there. */
export interface Abstention {
  path: string;
  line: number;
  identifier: string;
}

export interface TypecheckResult {
  findings: DraftFinding[];
  abstentions: Abstention[];
  skipped: SkippedFile[];
  /** Examples and pages checked now, and those whose verdicts came from the cache. */
  checked: number;
  cached: number;
}

const JS_FILE = /\.(?:[cm]?[jt]sx?)$/;

/** Hash of everything a verdict depends on besides the snippet: the project's JS/TS files and its entry. */
function projectHash(index: ProjectIndex, entry: ProjectEntry): string {
  const parts = index.files
    .filter((f) => JS_FILE.test(f.path))
    .map((f) => `${f.path}:${f.hash}`)
    .sort();
  return hashText(JSON.stringify([entry, parts]));
}

/**
 * Type-checks the docs' JavaScript/TypeScript examples and member references against the project
 * with the TypeScript compiler, one program per scan over virtual files. TypeScript is loaded only
 * when some snippet is not in the cache.
 */
export async function checkExamplesWithTypeScript(
  index: ProjectIndex,
  options: TypecheckOptions = {},
): Promise<TypecheckResult> {
  const empty: TypecheckResult = { findings: [], abstentions: [], skipped: [], checked: 0, cached: 0 };
  const entry = findProjectEntry(index.root);
  if (!entry) return empty;
  const cache = new TypecheckCache(options.cacheDir);
  const project = projectHash(index, entry);
  const keyOf = (s: Snippet) => hashText(`${project}\u0000${s.origin}\u0000${s.text}`);
  const verdicts = new Map<Snippet, Verdict[]>();
  // An example that never imports the package (itself or through the examples it builds on) has
  // nothing of the project's to resolve: checking it could only cost time.
  const specifier = new RegExp(
    `['"\`]${entry.name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/[^'"\`]*)?['"\`]`,
  );
  const examples = buildExampleSnippets(index.root, index.docs).filter((s) => specifier.test(s.text));
  let ts: typeof TS | undefined;
  // TypeScript is CommonJS: `import()` would first scan its 9 MB for named exports (~300 ms of
  // CPU), which `require` skips.
  const loadTypeScript = () => {
    ts ??= createRequire(import.meta.url)('typescript') as typeof TS;
    return ts;
  };
  const state = {
    cache: new Map() as SourceFileCache,
    budget: {
      files: 0,
      maxFiles: options.maxFiles ?? 5000,
      deadline: performance.now() + (options.maxMs ?? 30_000),
    } satisfies TypecheckBudget,
    program: undefined as TS.Program | undefined,
  };
  const skipped: SkippedFile[] = [];
  const run = async (snippets: Snippet[]) => {
    const missing = snippets.filter((s) => {
      const hit = cache.getVerdicts(keyOf(s));
      if (hit) verdicts.set(s, hit);
      return !hit;
    });
    if (missing.length === 0) return;
    const outcome = await checkSnippets(loadTypeScript(), {
      root: index.root,
      entry,
      snippets: missing,
      state,
    });
    for (const [snippet, found] of outcome.verdicts) {
      verdicts.set(snippet, found);
      cache.setVerdicts(keyOf(snippet), found);
    }
    skipped.push(...outcome.skipped);
  };
  await run(examples);
  let exports: ProjectExports | undefined;
  const cachedExports = cache.getExports(project);
  if (cachedExports)
    exports = {
      types: new Set(cachedExports.types),
      classes: new Set(cachedExports.classes),
    };
  else {
    exports = readProjectExports(loadTypeScript(), { root: index.root, entry, state });
    cache.setExports(project, {
      types: [...exports.types],
      classes: [...exports.classes],
    });
  }
  await run(buildReferenceSnippets(index.root, entry.name, index.docs, exports));
  cache.save();
  if (state.budget.files >= state.budget.maxFiles)
    skipped.push({
      path: path.relative(index.root, entry.typed),
      reason: `type check: read the first ${state.budget.maxFiles} files of the project and its dependencies; names past them were not resolved`,
    });
  await options.history;
  const findings: DraftFinding[] = [];
  const abstentions: Abstention[] = [];
  for (const [snippet, found] of verdicts)
    for (const verdict of found) {
      const at = snippet.lines[verdict.line];
      // History shows the project removed this very name: an open type does not excuse it, and
      // the guessing rules report it with the rename.
      if (!at || (verdict.abstain && index.removedSymbols.has(verdict.identifier))) continue;
      if (
        verdict.abstain ||
        isReadByJavaScript(verdict, entry, index.identifiers) ||
        isAddedAtRunTime(index, entry, verdict)
      ) {
        abstentions.push({ path: snippet.docPath, line: at.docLine, identifier: verdict.identifier });
        continue;
      }
      // Git history knows the name that replaced a removed one, which no type can tell; only
      // TypeScript's own suggestion is surer than that (the closest declared name is a guess).
      const renamedTo = verdict.certain ? undefined : index.removedSymbols.get(verdict.identifier)?.renamedTo;
      const finding = verdictFinding(snippet, renamedTo ? { ...verdict, rename: renamedTo } : verdict);
      if (finding) findings.push(finding);
    }
  return { findings, abstentions, skipped, checked: verdicts.size - cache.hits, cached: cache.hits };
}
