import { readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { scanIsolated } from '../isolate/scan-isolated.js';
import { SEVERITY_RANK } from '../model/finding.js';
import { formatReport } from '../report/format-report.js';
import { ENGINE_VERSION } from '../version.js';
import { cloneRepository, isGitUrl } from './clone-repository.js';
import { type CliArgs, parseCliArgs, USAGE, UsageError } from './parse-cli-args.js';
import { createProgressBar } from './progress-bar.js';
import { resolveCacheDir } from './resolve-cache-dir.js';

function readBaseline(file: string): Set<string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`cannot read baseline ${file}: ${(error as Error).message}`);
  }
  const findings =
    typeof parsed === 'object' && parsed !== null && 'findings' in parsed ? parsed.findings : undefined;
  if (!Array.isArray(findings)) throw new UsageError(`baseline ${file} is not a driftwatch JSON report`);
  return new Set(
    findings.map((f: unknown) =>
      typeof f === 'object' && f !== null && 'fingerprint' in f ? String(f.fingerprint) : '',
    ),
  );
}

async function runScan(args: CliArgs & { target: string }): Promise<number> {
  let root = path.resolve(args.target);
  let cloned: string | undefined;
  if (isGitUrl(args.target) && !safeIsDir(root)) {
    cloned = await cloneRepository(args.target, args.base);
    root = cloned;
  } else if (!safeIsDir(root)) {
    throw new UsageError(`cannot read ${args.target}: not a directory`);
  }
  const baseline = args.baseline ? readBaseline(args.baseline) : undefined;
  const progress = process.stderr.isTTY ? createProgressBar(process.stderr) : undefined;
  try {
    // In a child process: a file that crashes or stalls a parser is skipped, never the whole run.
    const report = await scanIsolated({
      root,
      configPath: args.config,
      baseRef: args.base,
      baseline,
      cacheDir: args.noCache ? undefined : (args.cacheDir ?? resolveCacheDir(process.cwd(), root)),
      config: args.noHistory ? { history: false } : undefined,
      onProgress: progress?.update,
    });
    progress?.clear();
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

function safeIsDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
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
