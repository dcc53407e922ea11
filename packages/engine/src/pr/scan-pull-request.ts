import type { FactCache } from '../cache/fact-cache.js';
import type { ExtractorSource } from '../facts/load-extractors.js';
import { addedLinesSince } from '../git/added-lines-since.js';
import { runGit } from '../git/run-git.js';
import { buildIndex } from '../index/build-index.js';
import type { ProjectIndex } from '../index/project-index.js';
import type { DraftFinding } from '../rules/rule.js';
import { diffApiSurface } from './diff-api-surface.js';
import { readBaseFacts } from './read-base-facts.js';
import { reportStaleMentions } from './report-stale-mentions.js';
import { reportUndocumentedAdditions } from './report-undocumented-additions.js';

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
  const baseFacts = await readBaseFacts(input, mergeBase, changed);
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
  const stale = changes
    .filter((change) => change.change !== 'added')
    .flatMap((change) => reportStaleMentions(change, index.docs, changed, addedDocLines));
  return [...stale, ...reportUndocumentedAdditions(changes, index.docs)];
}
