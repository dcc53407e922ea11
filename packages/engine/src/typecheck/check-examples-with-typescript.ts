import path from 'node:path';
import type { ProjectIndex } from '../index/project-index.js';
import type { SkippedFile } from '../model/finding.js';
import type { DraftFinding } from '../rules/rule.js';
import { hashText } from '../util/hash-text.js';
import { buildExampleSnippets } from './build-example-snippets.js';
import { buildReferenceSnippets, type ProjectExports } from './build-reference-snippets.js';
import { findProjectEntry, type ProjectEntry } from './find-project-entry.js';
import { isAddedAtRunTime } from './is-added-at-run-time.js';
import { isReadByJavaScript } from './is-read-by-javascript.js';
import type { Verdict } from './judge-diagnostic.js';
import type { Snippet } from './snippet.js';
import { TypecheckCache } from './typecheck-cache.js';
import { createLocalSession, type TypeScriptSession } from './typescript-session.js';
import { verdictFinding } from './verdict-finding.js';

export interface TypecheckOptions {
  cacheDir?: string;
  /** Files the checker may read from the project and its dependencies. */
  maxFiles?: number;
  /** Time after which the remaining examples are left unchecked (reported as skipped). */
  maxMs?: number;
  /** The checker started when the scan started (on a worker thread), to use instead of a new one. */
  session?: TypeScriptSession;
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

/** Verdicts that stand become findings; the others say the name is open on its line. */
function judgeVerdicts(
  index: ProjectIndex,
  entry: ProjectEntry,
  verdicts: Map<Snippet, Verdict[]>,
): { findings: DraftFinding[]; abstentions: Abstention[] } {
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
  return { findings, abstentions };
}

/**
 * Type-checks the docs' JavaScript/TypeScript examples and member references against the project
 * with the TypeScript compiler, one program per scan over virtual files. TypeScript is loaded only
 * when some snippet is not in the cache, unless `options.session` started it already.
 */
export async function checkExamplesWithTypeScript(
  index: ProjectIndex,
  options: TypecheckOptions = {},
): Promise<TypecheckResult> {
  const entry = options.session?.entry ?? findProjectEntry(index.root);
  if (!entry) return { findings: [], abstentions: [], skipped: [], checked: 0, cached: 0 };
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
  const maxFiles = options.maxFiles ?? 5000;
  const deadline = Date.now() + (options.maxMs ?? 30_000);
  let session = options.session;
  const checker = () => {
    session ??= createLocalSession(index.root, entry, maxFiles);
    return session;
  };
  const skipped: SkippedFile[] = [];
  const run = async (snippets: Snippet[]) => {
    const missing = snippets.filter((s) => {
      const hit = cache.getVerdicts(keyOf(s));
      if (hit) verdicts.set(s, hit);
      return !hit;
    });
    if (missing.length === 0) return;
    const outcome = await checker().check(missing, deadline);
    for (const [snippet, found] of outcome.verdicts) {
      verdicts.set(snippet, found);
      cache.setVerdicts(keyOf(snippet), found);
    }
    skipped.push(...outcome.skipped);
  };
  await run(examples);
  const cachedExports = cache.getExports(project);
  const exports: ProjectExports = cachedExports
    ? { types: new Set(cachedExports.types), classes: new Set(cachedExports.classes) }
    : await checker().readExports();
  if (!cachedExports) cache.setExports(project, { types: [...exports.types], classes: [...exports.classes] });
  await run(buildReferenceSnippets(index.root, entry.name, index.docs, exports));
  cache.save();
  if (session && (await session.budgetSpent()))
    skipped.push({
      path: path.relative(index.root, entry.typed),
      reason: `type check: read the first ${maxFiles} files of the project and its dependencies; names past them were not resolved`,
    });
  session?.close();
  await options.history;
  const { findings, abstentions } = judgeVerdicts(index, entry, verdicts);
  return { findings, abstentions, skipped, checked: verdicts.size - cache.hits, cached: cache.hits };
}
