import type { DriftwatchConfig } from '../config/config.js';
import { isHistoryDoc } from '../discover/classify-path.js';
import { findRemovedSymbols } from '../git/find-removed-symbols.js';
import type { ProjectIndex } from '../index/project-index.js';
import type { SkippedFile } from '../model/finding.js';
import { saysNameIsGone } from '../rules/api-references/says-name-is-gone.js';
import type { DraftFinding } from '../rules/rule.js';
import { checkExamplesWithTypeScript } from '../typecheck/check-examples-with-typescript.js';
import { preferCheckedFindings } from '../typecheck/prefer-checked-findings.js';
import { checkPythonExamples } from '../typecheck/python/check-python-examples.js';
import { replaceHeuristicFindings } from '../typecheck/replace-heuristic-findings.js';
import type { TypeScriptSession } from '../typecheck/typescript-session.js';
import { runRules } from './run-rules.js';
import type { ScanOptions } from './scan-options.js';

/**
 * A whole-checkout scan's findings: the history pass, the rules, then the type checkers' verdicts
 * in place of the rules' guesses. Files a checker left unread are added to `skipped`. `current` is
 * the index without the pages of older releases: links are checked on every page, the rest only
 * on the current docs.
 */
export async function checkProject(input: {
  index: ProjectIndex;
  current: ProjectIndex;
  config: DriftwatchConfig;
  options: ScanOptions;
  skipped: SkippedFile[];
  /** The TypeScript checker the scan started early, if it did. */
  session?: TypeScriptSession | undefined;
}): Promise<DraftFinding[]> {
  const { index: all, current: index, config, options, skipped, session } = input;
  // The history pass (git in its own process) runs while the examples are type-checked here.
  let history: Promise<unknown> | undefined;
  if (config.history) {
    options.onProgress?.({ phase: 'history', done: 0, total: 1 });
    history = findRemovedSymbols(index.root, index, (d) => !isHistoryDoc(d.path), options.cacheDir).then(
      (removed) => {
        index.removedSymbols = removed;
        all.removedSymbols = removed;
      },
    );
  }
  const typecheck = options.typecheck === false ? undefined : { ...options.typecheck };
  const typing =
    typecheck &&
    checkExamplesWithTypeScript(index, {
      ...typecheck,
      cacheDir: options.cacheDir,
      history,
      ...(session ? { session } : {}),
    });
  // Awaited below, after the rules; until then a failure must not count as unhandled.
  typing?.catch(() => undefined);
  await history;
  let drafts = runRules(all, index, config, options.onProgress);
  if (!typing) return drafts;
  const typed = await typing;
  skipped.push(...typed.skipped);
  // A name the page itself says is gone (an upgrade guide's old API) is no drift, whoever found it.
  const kept = (f: DraftFinding): boolean =>
    f.rule !== 'api-references' || f.subtype !== 'method_mismatch' || !saysNameIsGone(index, f);
  drafts = replaceHeuristicFindings(drafts, typed.findings.filter(kept), typed.abstentions);
  options.onProgress?.({ phase: 'typecheck', done: 0, total: 1 });
  const python = await checkPythonExamples(index, options.cacheDir, typecheck?.maxMs ?? 60_000, drafts);
  skipped.push(...python.skipped);
  options.onProgress?.({ phase: 'typecheck', done: 1, total: 1 });
  return preferCheckedFindings(drafts, python.findings.filter(kept), python.verified);
}
