import type { FactCache } from '../cache/fact-cache.js';
import { classifyPath, extensionOf, isHistoryDoc } from '../discover/classify-path.js';
import { collectEndpointClaims } from '../docs/collect-endpoint-claims.js';
import type { ExtractorSource } from '../facts/load-extractors.js';
import type { FileFacts } from '../facts/types.js';
import { addedLinesSince } from '../git/added-lines-since.js';
import { readBlobs } from '../git/read-blobs.js';
import { runGit } from '../git/run-git.js';
import { buildIndex } from '../index/build-index.js';
import { normalizeRoutePath } from '../index/normalize-route-path.js';
import type { ProjectIndex } from '../index/project-index.js';
import type { DocFile } from '../model/doc.js';
import { makeFinding } from '../rules/make-finding.js';
import type { DraftFinding } from '../rules/rule.js';
import { hashText } from '../util/hash-text.js';
import { type ApiChange, diffApiSurface } from './diff-api-surface.js';
import { findDocMentions, type Mention } from './find-doc-mentions.js';

class BaseRefError extends Error {}

async function changedFiles(root: string, base: string): Promise<Map<string, string>> {
  const changed = new Map<string, string>();
  const diff = (await runGit(root, ['diff', '--name-status', '--no-renames', '--relative', base])) ?? '';
  for (const line of diff.split('\n')) {
    const [status, file] = line.split('\t');
    if (status && file) changed.set(file, status[0] ?? 'M');
  }
  const untracked = (await runGit(root, ['ls-files', '--others', '--exclude-standard'])) ?? '';
  for (const file of untracked.split('\n')) if (file) changed.set(file, 'A');
  return changed;
}

function mentionsOf(doc: DocFile, change: ApiChange): Mention[] {
  if (change.kind === 'route') {
    const norm = normalizeRoutePath(change.name);
    return collectEndpointClaims(doc)
      .filter((c) => normalizeRoutePath(c.path) === norm)
      .map((c) => ({ line: c.line, text: c.raw }));
  }
  return findDocMentions(doc, change.name, change.member === true);
}

function describe(change: ApiChange): string {
  if (change.renamedTo) return `${change.before ?? change.name} was renamed to ${change.renamedTo}`;
  if (change.change === 'removed') return `${change.before ?? change.name} was removed`;
  return `${change.before ?? change.name} changed to ${change.after ?? change.name}`;
}

/**
 * Pull-request mode: the API surface of the base against the head, then every doc in the repo that
 * mentions a removed or changed concept and was not updated by the change (or, in a doc it updated,
 * on a line it wrote), and new public API no doc mentions.
 */
export async function scanPullRequest(input: {
  root: string;
  baseRef: string;
  index: ProjectIndex;
  extractors: ExtractorSource;
  cache: FactCache;
}): Promise<DraftFinding[]> {
  const { root, index } = input;
  const commit = (
    await runGit(root, ['rev-parse', '--verify', '--quiet', `${input.baseRef}^{commit}`])
  )?.trim();
  if (!commit) throw new BaseRefError(`cannot read base ref ${input.baseRef}: not a commit in ${root}`);
  const mergeBase = (await runGit(root, ['merge-base', commit, 'HEAD']))?.trim() || commit;
  const changed = await changedFiles(root, mergeBase);
  const codeChanged = [...changed.keys()].filter(
    (p) => classifyPath(p) === 'code' && input.extractors.handles(extensionOf(p)),
  );
  const blobs = await readBlobs(
    root,
    mergeBase,
    codeChanged.filter((p) => changed.get(p) !== 'A'),
  );
  const baseFacts: FileFacts[] = [];
  for (const [path, text] of blobs) {
    const extractor = await input.extractors.get(extensionOf(path));
    if (text === undefined || !extractor) continue;
    const hash = hashText(text);
    const key = `${path}\u0000${hash}`;
    let facts = input.cache.getCode(key);
    if (!facts) {
      facts = extractor.extract(path, text, hash);
      input.cache.setCode(key, facts);
    }
    baseFacts.push(facts);
  }
  input.cache.save();
  const baseIndex = buildIndex({
    root,
    docs: index.docs,
    allFiles: index.allFiles,
    dirs: index.dirs,
    names: index.names,
    files: [...index.files.filter((f) => !changed.has(f.path)), ...baseFacts],
  });
  const changes = diffApiSurface(baseIndex, index);
  const docsChanged = index.docs.filter((doc) => changed.has(doc.path)).map((doc) => doc.path);
  const addedDocLines = await addedLinesSince(root, mergeBase, docsChanged);
  const out: DraftFinding[] = [];
  for (const change of changes) {
    if (change.change === 'added') continue;
    for (const doc of index.docs) {
      if (isHistoryDoc(doc.path)) continue;
      // A doc the change updated was looked at by its author, except the lines the change wrote
      // that still name the old API: those are drift the change brings in (an untracked doc is all new).
      const written = changed.has(doc.path)
        ? changed.get(doc.path) === 'A' && !addedDocLines.has(doc.path)
          ? undefined
          : (addedDocLines.get(doc.path) ?? new Set<number>())
        : undefined;
      for (const m of mentionsOf(doc, change)) {
        if (written && !written.has(m.line)) continue;
        out.push(
          makeFinding({
            rule: 'pull-request',
            category: 'pr',
            subtype: 'api_change',
            severity: change.change === 'removed' ? 'high' : 'medium',
            confidence: change.change === 'removed' ? 0.85 : 0.7,
            title: `${doc.path} mentions ${change.name}, which this change ${change.renamedTo ? `renames to ${change.renamedTo}` : change.change === 'removed' ? 'removes' : 'changes'}`,
            description: written
              ? `${describe(change)} in this pull request, but line ${m.line} of ${doc.path}, which it wrote, still names ${change.name}.`
              : `${describe(change)} in this pull request, but ${doc.path} was not updated.`,
            identifier: change.name,
            doc: { path: doc.path, line: m.line, claim: m.text },
            code: {
              path: change.location.path,
              line: change.location.line,
              reality: change.after ?? `removed: ${change.before ?? change.name}`,
            },
            suggestions: [
              change.renamedTo
                ? `Rename ${change.name} to ${change.renamedTo} in ${doc.path} line ${m.line}`
                : `Update ${doc.path} line ${m.line} for the ${change.change === 'removed' ? 'removal' : 'change'} of ${change.name}`,
            ],
            // The diff itself shows the new name: nothing is guessed.
            rename: change.renamedTo ? { from: change.name, to: change.renamedTo } : undefined,
          }),
        );
      }
    }
  }
  for (const change of changes) {
    if (
      change.change !== 'added' ||
      change.isRename ||
      (change.kind === 'symbol' && !/^[A-Za-z]/.test(change.name))
    )
      continue;
    if (index.docs.some((d) => mentionsOf(d, change).length > 0)) continue;
    out.push(
      makeFinding({
        rule: 'pull-request',
        category: 'pr',
        subtype: 'pr_undocumented_api',
        severity: 'low',
        confidence: 0.6,
        title: `New ${change.kind === 'symbol' ? 'public API' : change.kind} ${change.name} is not documented`,
        description: `This change adds ${change.after ?? change.name}; no doc mentions it.`,
        identifier: change.name,
        doc: null,
        code: {
          path: change.location.path,
          line: change.location.line,
          reality: change.after ?? change.name,
        },
        suggestions: [`Document ${change.name}`],
      }),
    );
  }
  return out;
}
