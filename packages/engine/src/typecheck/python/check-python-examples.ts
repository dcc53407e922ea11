import path from 'node:path';
import { isHistoryDoc } from '../../discover/classify-path.js';
import type { ProjectIndex } from '../../index/project-index.js';
import type { SkippedFile } from '../../model/finding.js';
import type { DraftFinding } from '../../rules/rule.js';
import { hashText } from '../../util/hash-text.js';
import { buildPythonSnippets } from './build-python-snippets.js';
import { checkSnippets, DRIFT_MESSAGE } from './check-snippets.js';
import { findFixtureTypes } from './find-fixture-types.js';
import { findImportUses } from './find-import-uses.js';
import { findPythonRoots, type PythonLayout } from './find-python-roots.js';
import { judgePyrightDiagnostic } from './judge-pyright-diagnostic.js';
import { probeRemovedMembers } from './probe-removed-members.js';
import { PyrightCache } from './pyright-cache.js';
import { PYRIGHT_VERSION, type PyrightDiagnostic } from './run-pyright.js';
import { verifyGuessedLines } from './verify-guessed-lines.js';

export interface PythonCheckResult {
  findings: DraftFinding[];
  /** Doc pages whose Python examples were not type-checked, and why. */
  skipped: SkippedFile[];
  /** `path\u0000line` of example lines pyright resolved and found right, against a heuristic's finding. */
  verified: Set<string>;
}

/**
 * Type-checks the Python examples and dotted references of the docs with pyright, against the
 * project's own code. Snippets whose result is cached (same text, same Python code) are not checked
 * again; pyright checks the rest at once (and once more for the receivers of attribute errors),
 * within the budget.
 */
export async function checkPythonExamples(
  index: ProjectIndex,
  cacheDir: string | undefined,
  budgetMs: number,
  guessed: DraftFinding[],
): Promise<PythonCheckResult> {
  const layout = findPythonRoots(index.files);
  const none: PythonCheckResult = { findings: [], skipped: [], verified: new Set() };
  if (layout.modules.length === 0) return none;
  const modules = classModules(index, layout);
  const snippets = buildPythonSnippets(
    index.docs.filter((d) => !isHistoryDoc(d.path)),
    layout,
    modules,
    index.identifiers,
    findFixtureTypes(index, layout, modules),
  );
  if (snippets.length === 0) return none;
  const codeHash = hashText(
    [
      PYRIGHT_VERSION,
      // Cached diagnostics hold the messages this set kept: a new set checks the snippets again.
      DRIFT_MESSAGE.source,
      ...index.files
        .filter((f) => f.language === 'python')
        .map((f) => `${f.path}:${f.hash}`)
        .sort(),
    ].join('\n'),
  );
  const cache = new PyrightCache(cacheDir);
  const results = new Map<string, { ok: true; diagnostics: PyrightDiagnostic[] } | { ok: false }>();
  const missing = new Map<string, string>();
  for (const s of snippets) {
    const hit = cache.get(`${codeHash}:${s.id}`);
    if (hit) results.set(s.id, { ok: true, diagnostics: hit });
    else missing.set(`${s.id}.py`, s.text);
  }
  const skipped: SkippedFile[] = [];
  const extraPaths = layout.roots.map((r) => path.join(index.root, r));
  if (missing.size > 0) {
    const outcome = await checkSnippets(missing, extraPaths, budgetMs);
    for (const name of missing.keys()) {
      const id = name.slice(0, -3);
      if (!outcome.ok) {
        results.set(id, { ok: false });
        continue;
      }
      const diagnostics = outcome.byFile.get(name) ?? [];
      cache.set(`${codeHash}:${id}`, diagnostics);
      results.set(id, { ok: true, diagnostics });
    }
    if (!outcome.ok) {
      const pages = new Set(snippets.filter((s) => results.get(s.id)?.ok === false).map((s) => s.docPath));
      for (const page of pages)
        skipped.push({ path: page, reason: `Python examples not type-checked: ${outcome.reason}` });
    }
  }
  const checked = new Map<string, PyrightDiagnostic[]>();
  for (const [id, result] of results) if (result.ok) checked.set(id, result.diagnostics);
  const verified = await verifyGuessedLines(guessed, snippets, checked, cache, codeHash, {
    extraPaths,
    budgetMs,
  });
  const opened = await probeRemovedMembers(snippets, checked, index, layout, cache, codeHash, {
    extraPaths,
    budgetMs,
  });
  cache.save();
  const findings: DraftFinding[] = [];
  const seen = new Set<string>();
  for (const s of snippets) {
    const result = results.get(s.id);
    if (!result?.ok) continue;
    for (const d of [...result.diagnostics, ...(opened.get(s.id) ?? [])]) {
      const uses = findImportUses(d, s);
      const here = judgePyrightDiagnostic(d, s, index, layout);
      // A drifted import written in this block is one finding over the lines that use the name (the
      // fix edits them all); one carried from an earlier block is reported at each use.
      const drafts = here
        ? [withEndLine(here, s.lines[uses.at(-1) ?? d.line] ?? 0)]
        : uses.map((at) => judgePyrightDiagnostic(d, s, index, layout, at));
      for (const finding of drafts) {
        const key = finding && `${finding.doc?.path}:${finding.doc?.line}:${finding.identifier}`;
        if (!finding || !key || seen.has(key)) continue;
        seen.add(key);
        findings.push(finding);
      }
    }
  }
  return { findings, skipped, verified };
}

function withEndLine(finding: DraftFinding, endLine: number): DraftFinding {
  return finding.doc && endLine > finding.doc.line
    ? { ...finding, doc: { ...finding.doc, endLine } }
    : finding;
}

/** The module each uniquely named public class of the project is imported from (`Client` -> `pkg.client`). */
function classModules(index: ProjectIndex, layout: PythonLayout): Map<string, string> {
  const byPath = new Map(layout.modules.map((m) => [m.path, m.name]));
  const out = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const file of index.files) {
    const module = byPath.get(file.path);
    if (!module) continue;
    for (const s of file.symbols) {
      if (s.kind !== 'class' || !s.exported || s.container) continue;
      if (out.has(s.name)) ambiguous.add(s.name);
      out.set(s.name, module);
    }
  }
  for (const name of ambiguous) out.delete(name);
  return out;
}
