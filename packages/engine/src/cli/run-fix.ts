import path from 'node:path';
import { applyFixes } from '../fix/apply-fixes.js';
import { isGitUrl } from './clone-repository.js';
import { isDirectory } from './is-directory.js';
import type { CliArgs } from './parse-cli-args.js';
import { UsageError } from './parse-cli-args.js';
import { readBaseline } from './read-baseline.js';
import { scanWithProgress } from './scan-with-progress.js';

/**
 * `driftwatch fix`: scans, then applies the certain fixes. What changed goes to stdout (with
 * `--dry-run`, only the patches, so the output pipes into `git apply`); files left alone and the
 * summary go to stderr.
 */
export async function runFix(args: CliArgs & { target: string }): Promise<number> {
  if (isGitUrl(args.target)) throw new UsageError('fix edits a working tree: give it a local path');
  const root = path.resolve(args.target);
  if (!isDirectory(root)) throw new UsageError(`cannot read ${args.target}: not a directory`);
  const baseline = args.baseline ? readBaseline(args.baseline) : undefined;
  const report = await scanWithProgress(args, root, baseline);
  const plans = applyFixes(root, report.findings, args.dryRun);
  let fixed = 0;
  for (const plan of plans) {
    if (plan.refused) {
      process.stderr.write(`driftwatch: left ${plan.path} alone: ${plan.refused}\n`);
      continue;
    }
    fixed += plan.applied.length;
    if (args.dryRun) process.stdout.write(plan.patch);
    else
      for (const f of plan.applied)
        if (f.edit)
          process.stdout.write(`${f.edit.path}:${f.edit.line}  ${f.edit.deleted} -> ${f.edit.inserted}\n`);
  }
  const files = plans.filter((p) => !p.refused && p.applied.length > 0).length;
  const rest = report.findings.length - fixed;
  process.stderr.write(
    `${args.dryRun ? 'would fix' : 'fixed'} ${fixed} finding(s) in ${files} file(s); ${rest} other finding(s) need a person (driftwatch scan lists them)\n`,
  );
  return plans.some((p) => p.refused) ? 1 : 0;
}
