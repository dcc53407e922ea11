import path from 'node:path';
import { FactCache } from '../cache/fact-cache.js';
import { loadConfig } from '../config/load-config.js';
import { discoverFiles } from '../discover/discover-files.js';
import { docFormatOf } from '../docs/doc-format-of.js';
import { extractAll } from '../facts/extract-all.js';
import { createExtractorSource } from '../facts/load-extractors.js';
import { addPatches } from '../fix/add-patches.js';
import { buildIndex } from '../index/build-index.js';
import { readManifests } from '../index/read-manifests.js';
import type { DocFile } from '../model/doc.js';
import type { ScanReport } from '../model/finding.js';
import { scanPullRequest } from '../pr/scan-pull-request.js';
import { addFingerprints } from '../report/fingerprint.js';
import type { DraftFinding } from '../rules/rule.js';
import { consolidateFindings } from '../rules/shared/consolidate-findings.js';
import type { TypeScriptSession } from '../typecheck/typescript-session.js';
import { hashText } from '../util/hash-text.js';
import { ENGINE_VERSION } from '../version.js';
import { applyFilters } from './apply-filters.js';
import { checkProject } from './check-project.js';
import type { ScanOptions } from './scan-options.js';
import { startEarlyTypecheck } from './start-early-typecheck.js';
import { withoutOlderVersionDocs } from './without-older-version-docs.js';

/** Scans a checkout and returns its report (docs/report-format.md). */
export async function scan(options: ScanOptions): Promise<ScanReport> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const session = startEarlyTypecheck(root, options);
  try {
    return await scanCheckout(root, options, { started, session });
  } finally {
    session?.close();
  }
}

async function scanCheckout(
  root: string,
  options: ScanOptions,
  run: { started: number; session: TypeScriptSession | undefined },
): Promise<ScanReport> {
  const { started, session } = run;
  const config = await loadConfig(root, options.config, options.configPath);
  options.onProgress?.({ phase: 'discover', done: 0, total: 0 });
  const found = discoverFiles(root, config);
  const extractors = createExtractorSource();
  const cache = new FactCache(options.cacheDir);
  const extracted = await extractAll({
    root,
    code: [...found.code, ...found.openapi],
    docs: options.repositoryDocs === false ? [] : found.docs,
    extractors,
    cache,
    onProgress: options.onProgress,
    exclude: options.exclude,
    serial: options.serial,
  });
  const { readDocSafely } =
    (options.externalDocs?.length ?? 0) > 0
      ? await import('../docs/read-doc-safely.js')
      : { readDocSafely: undefined };
  const pages: DocFile[] = [];
  for (const page of options.externalDocs ?? []) {
    if (!readDocSafely) break;
    const doc = readDocSafely({ rel: page.url, text: page.markdown, hash: hashText(page.markdown) });
    if (doc.notRead) extracted.skipped.push({ path: page.url, reason: doc.notRead });
    else pages.push({ ...doc, sourceUrl: page.url });
  }
  if (pages.length > 0) {
    const { completeTreeSitterExamples } = await import('../docs/complete-tree-sitter-examples.js');
    await completeTreeSitterExamples(pages);
    extracted.docs.push(...pages);
  }
  cache.save();
  const names = readManifests(root, found.manifests, found.code);
  const index = buildIndex({
    root,
    files: extracted.files,
    docs: extracted.docs,
    allFiles: found.all,
    dirs: found.dirs,
    names,
  });

  const current = withoutOlderVersionDocs(index, found.olderVersionDocs);
  const drafts: DraftFinding[] = options.baseRef
    ? await scanPullRequest({ root, baseRef: options.baseRef, index: current, extractors, cache })
    : await checkProject({ index, current, config, options, skipped: extracted.skipped, session });
  const findings = applyFilters(
    addFingerprints(addPatches(consolidateFindings(drafts), root)),
    config,
    options.baseline,
  );
  options.onProgress?.({ phase: 'done', done: 1, total: 1 });
  return {
    tool: { name: 'driftwatch', version: ENGINE_VERSION },
    root,
    stats: {
      codeFiles: extracted.files.length,
      docFiles: extracted.docs.length,
      bytes: extracted.bytes,
      durationMs: Math.round(performance.now() - started),
      cachedFiles: cache.hits,
    },
    findings,
    skipped: [
      ...found.leftOutDocs,
      ...found.unsupportedDocs,
      ...found.olderVersionDocs,
      ...extracted.skipped,
    ],
    docsRead: extracted.docs.map((doc) => ({ path: doc.path, format: docFormatOf(doc.path) })),
    skippedGroups: found.skippedGroups,
    ...(options.baseRef ? { base: options.baseRef } : {}),
  };
}
