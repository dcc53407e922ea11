import { rm } from 'node:fs/promises';
import path from 'node:path';
import { SEVERITY_RANK } from '../model/finding.js';
import { formatReport } from '../report/format-report.js';
import { ENGINE_VERSION } from '../version.js';
import { cloneRepository, isGitUrl } from './clone-repository.js';
import { isDirectory } from './is-directory.js';
import { type CliArgs, parseCliArgs, USAGE, UsageError } from './parse-cli-args.js';
import { readBaseline } from './read-baseline.js';
import { runFix } from './run-fix.js';
import { scanWithProgress } from './scan-with-progress.js';

async function runScan(args: CliArgs & { target: string }): Promise<number> {
  let root = path.resolve(args.target);
  let cloned: string | undefined;
  if (isGitUrl(args.target) && !isDirectory(root)) {
    cloned = await cloneRepository(args.target, args.base);
    root = cloned;
  } else if (!isDirectory(root)) {
    throw new UsageError(`cannot read ${args.target}: not a directory`);
  }
  const baseline = args.baseline ? readBaseline(args.baseline) : undefined;
  try {
    const report = await scanWithProgress(args, root, baseline);
    process.stdout.write(formatReport(report, args.format));
    if (args.failOn) {
      const threshold = SEVERITY_RANK[args.failOn];
      if (report.findings.some((f) => SEVERITY_RANK[f.severity] >= threshold)) return 1;
    }
    return 0;
  } finally {
    if (cloned) await rm(cloned, { recursive: true, force: true });
  }
}

export async function main(argv: string[]): Promise<number> {
  try {
    const args = parseCliArgs(argv);
    if (args.command === 'help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (args.command === 'version') {
      process.stdout.write(`${ENGINE_VERSION}\n`);
      return 0;
    }
    if (!args.target) throw new UsageError('scan needs a path or a git URL');
    if (args.command === 'fix') return await runFix({ ...args, target: args.target });
    return await runScan({ ...args, target: args.target });
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error instanceof Error && /^(cannot read|git )/.test(error.message))
    ) {
      process.stderr.write(`driftwatch: ${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    process.stderr.write(`driftwatch: ${(error as Error).stack ?? String(error)}\n`);
    return 2;
  }
}
