import { describeLocation } from './describe-location.js';
import { detectLanguage } from './detect-language.js';
import type { GitContext } from './git-context.js';
import {
  type NumstatEntry,
  type PatchSection,
  parseNumstat,
  parseRawDiff,
  type RawDiffEntry,
  splitPatch,
} from './parse-diff-output.js';
import { readCommitInfo } from './read-commit-info.js';
import type { CommitDiff, DiffFile, DiffLimits, RepositoryCheckout } from './repository-provider.js';
import { runGit } from './run-git.js';

export const defaultDiffLimits: Required<DiffLimits> = {
  maxFiles: 300,
  maxPatchBytesPerFile: 100_000,
  maxTotalPatchBytes: 2_000_000,
};

function expectedHeader(entry: RawDiffEntry): string {
  return `diff --git a/${entry.previousPath ?? entry.path} b/${entry.path}`;
}

/**
 * Gives each file its patch section. Sections normally come in the order of the raw entries; a type
 * change (file to symlink) prints two sections with the same header, which are joined.
 */
function assignPatches(entries: RawDiffEntry[], sections: PatchSection[]): Array<PatchSection | null> {
  const assigned: Array<PatchSection | null> = entries.map(() => null);
  let next = 0;
  for (const section of sections) {
    const previous = next > 0 ? entries[next - 1] : undefined;
    const previousSection = assigned[next - 1];
    if (previous && previousSection && section.header === expectedHeader(previous)) {
      assigned[next - 1] = {
        header: section.header,
        hunks: previousSection.hunks + section.hunks,
        cut: section.cut,
      };
      continue;
    }
    if (next >= entries.length) break;
    assigned[next] = section;
    next += 1;
  }
  return assigned;
}

function buildFile(
  entry: RawDiffEntry,
  counts: NumstatEntry | undefined,
  section: PatchSection | null,
  patchBytesLeft: number,
  limits: Required<DiffLimits>,
): DiffFile {
  const binary = counts?.binary ?? false;
  const hunks = binary || !section ? '' : section.hunks;
  const size = Buffer.byteLength(hunks);
  const tooLarge = size > limits.maxPatchBytesPerFile || size > patchBytesLeft;
  // A file with line changes whose section is missing or cut lost its patch to the total cap.
  const lost =
    !binary && (section === null || section.cut) && (counts?.additions ?? 0) + (counts?.deletions ?? 0) > 0;
  const truncated = !binary && (tooLarge || lost);
  return {
    path: entry.path,
    previous_path: entry.previousPath,
    status: entry.status,
    additions: counts?.additions ?? 0,
    deletions: counts?.deletions ?? 0,
    language: detectLanguage(entry.path),
    patch: truncated ? '' : hunks,
    binary,
    patch_truncated: truncated,
  };
}

/** A commit's diff against its first parent (or the empty tree for a root commit), as issue pages show it. */
export async function readCommitDiff(
  context: GitContext,
  checkout: RepositoryCheckout,
  revision: string,
  limits: DiffLimits = {},
): Promise<CommitDiff> {
  const effective = { ...defaultDiffLimits, ...limits };
  const commit = await readCommitInfo(context, checkout, revision);
  const parent = commit.parents[0] ?? null;
  const treeArgs = parent ? [parent, commit.sha] : ['--root', commit.sha];
  const base = ['--git-dir', checkout.gitDir, 'diff-tree', '-r', '-M', '--no-commit-id', '--no-ext-diff'];
  const common = {
    timeoutMs: context.timeouts.local,
    scope: 'local' as const,
    operation: 'read the diff of',
    target: describeLocation(checkout.location),
  };
  const [raw, numstat, patch] = await Promise.all([
    runGit(context.runner, { ...common, args: [...base, '-z', '--raw', ...treeArgs] }),
    runGit(context.runner, { ...common, args: [...base, '-z', '--numstat', ...treeArgs] }),
    runGit(context.runner, {
      ...common,
      args: [...base, '--patch', '--no-textconv', ...treeArgs],
      maxOutputBytes: effective.maxTotalPatchBytes,
      truncateOutput: true,
    }),
  ]);
  const entries = parseRawDiff(raw.stdout);
  const counts = parseNumstat(numstat.stdout);
  const sections = assignPatches(entries, splitPatch(patch.stdout, patch.truncated));
  const files: DiffFile[] = [];
  let patchBytesLeft = effective.maxTotalPatchBytes;
  for (const [index, entry] of entries.slice(0, effective.maxFiles).entries()) {
    const file = buildFile(entry, counts[index], sections[index] ?? null, patchBytesLeft, effective);
    patchBytesLeft -= Buffer.byteLength(file.patch);
    files.push(file);
  }
  return {
    commit_sha: commit.sha,
    parent_sha: parent,
    repository_url:
      checkout.location.webUrl ?? (checkout.location.kind === 'remote' ? checkout.location.cloneUrl : null),
    files,
    truncated: entries.length > effective.maxFiles,
  };
}
