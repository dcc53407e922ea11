import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { blameLines } from './blame-lines.js';
import { describeLocation } from './describe-location.js';
import { findNewestPickaxeCommit } from './find-newest-pickaxe-commit.js';
import { findPathRemovalCommit } from './find-path-removal-commit.js';
import { findPresentPatterns } from './find-present-patterns.js';
import { GitBudget } from './git-budget.js';
import type { GitContext } from './git-context.js';
import { commitRecordFormat, parseCommitRecords } from './parse-commit-records.js';
import { readCommitInfo } from './read-commit-info.js';
import type {
  CommitInfo,
  IntroducingCommitLimits,
  IntroducingCommitProbe,
  IntroducingCommitTarget,
  RepositoryCheckout,
} from './repository-provider.js';
import { runGit } from './run-git.js';

export const defaultIntroducingCommitLimits: Required<IntroducingCommitLimits> = {
  maxCommands: 60,
  budgetMs: 20_000,
};

type PickaxeProbe = Extract<IntroducingCommitProbe, { kind: 'pickaxe' }>;

/** The commits a shallow clone stops at: their diffs hold the whole tree, so they prove nothing. */
async function readShallowEdge(checkout: RepositoryCheckout): Promise<Set<string>> {
  const text = await readFile(join(checkout.gitDir, 'shallow'), 'utf8').catch(() => '');
  return new Set(text.split('\n').filter((line) => line.trim().length > 0));
}

/** Blames every line probe, one command per file with all its lines. */
async function blameAll(
  context: GitContext,
  budget: GitBudget,
  checkout: RepositoryCheckout,
  revision: string,
  targets: IntroducingCommitTarget[],
): Promise<Map<string, Map<number, string>>> {
  const linesByPath = new Map<string, number[]>();
  for (const target of targets) {
    for (const probe of target.probes) {
      if (probe.kind !== 'line') continue;
      linesByPath.set(probe.path, [...(linesByPath.get(probe.path) ?? []), probe.line]);
    }
  }
  const origins = new Map<string, Map<number, string>>();
  for (const [path, lines] of linesByPath) {
    origins.set(path, await blameLines(context, budget, checkout, revision, path, lines));
  }
  return origins;
}

/** Keeps, per probe, the patterns no longer present; one git grep per distinct set of paths. */
async function dropPresentPatterns(
  context: GitContext,
  budget: GitBudget,
  checkout: RepositoryCheckout,
  revision: string,
  probes: PickaxeProbe[],
): Promise<Map<PickaxeProbe, string[]>> {
  const groups = new Map<string, PickaxeProbe[]>();
  for (const probe of probes) {
    const key = JSON.stringify(probe.paths ?? []);
    groups.set(key, [...(groups.get(key) ?? []), probe]);
  }
  const kept = new Map<PickaxeProbe, string[]>();
  for (const group of groups.values()) {
    const patterns = [...new Set(group.flatMap((probe) => probe.patterns))];
    const present = await findPresentPatterns(context, budget, checkout, revision, patterns, group[0]?.paths);
    // Unknown presence (budget spent): no removal can be claimed, so the probes find nothing.
    for (const probe of group)
      kept.set(
        probe,
        probe.patterns.filter((pattern) => present && !present.has(pattern)),
      );
  }
  return kept;
}

/** One command for every answer's details; outside the budget, which bounds the searches. */
async function readCommits(
  context: GitContext,
  checkout: RepositoryCheckout,
  shas: string[],
): Promise<Map<string, CommitInfo>> {
  if (shas.length === 0) return new Map();
  const { stdout } = await runGit(context.runner, {
    args: [
      '--git-dir',
      checkout.gitDir,
      'log',
      '--no-walk=unsorted',
      '-z',
      `--format=${commitRecordFormat}`,
      '--end-of-options',
      ...shas,
      '--',
    ],
    timeoutMs: context.timeouts.local,
    scope: 'local',
    operation: 'read commits of',
    target: describeLocation(checkout.location),
  });
  return new Map(parseCommitRecords(stdout).map((commit) => [commit.sha, commit]));
}

/**
 * Finds, for each target, the commit its probes point at (the newest when several answer), within
 * the limits: blames first (cheap, one per file), then history searches in the targets' order.
 */
export async function findIntroducingCommits(
  context: GitContext,
  checkout: RepositoryCheckout,
  revision: string,
  targets: IntroducingCommitTarget[],
  limits: IntroducingCommitLimits = {},
): Promise<Map<string, CommitInfo>> {
  if (targets.length === 0) return new Map();
  const effective = { ...defaultIntroducingCommitLimits, ...limits };
  const budget = new GitBudget(context, effective.maxCommands, effective.budgetMs);
  const sha = (await readCommitInfo(context, checkout, revision)).sha;
  const shallowEdge = await readShallowEdge(checkout);
  const origins = await blameAll(context, budget, checkout, sha, targets);
  const removals = targets.flatMap((target) =>
    target.probes.filter(
      (probe): probe is PickaxeProbe => probe.kind === 'pickaxe' && probe.onlyRemoved === true,
    ),
  );
  const absentPatterns = await dropPresentPatterns(context, budget, checkout, sha, removals);

  const candidates = new Map<string, string[]>();
  for (const target of targets) {
    const found: string[] = [];
    for (const probe of target.probes) {
      let commit: string | null | undefined = null;
      if (probe.kind === 'line') {
        commit = origins.get(probe.path)?.get(probe.line);
      } else if (probe.kind === 'pickaxe') {
        const patterns = absentPatterns.get(probe) ?? probe.patterns;
        commit = await findNewestPickaxeCommit(context, budget, checkout, sha, { ...probe, patterns });
      } else {
        commit = await findPathRemovalCommit(context, budget, checkout, sha, probe.path);
      }
      if (commit && !shallowEdge.has(commit)) found.push(commit);
    }
    if (found.length > 0) candidates.set(target.key, found);
  }

  const commits = await readCommits(context, checkout, [...new Set([...candidates.values()].flat())]);
  const answers = new Map<string, CommitInfo>();
  for (const [key, shas] of candidates) {
    const newest = shas
      .map((candidate) => commits.get(candidate))
      .filter((commit): commit is CommitInfo => commit !== undefined)
      .sort((a, b) => b.committedAt.localeCompare(a.committedAt))[0];
    if (newest) answers.set(key, newest);
  }
  return answers;
}
