import { scanIsolated } from '../isolate/scan-isolated.js';
import type { ScanReport } from '../model/finding.js';
import type { CliArgs } from './parse-cli-args.js';
import { createProgressBar } from './progress-bar.js';
import { resolveCacheDir } from './resolve-cache-dir.js';

/** The scan both commands run, with the progress bar on stderr when it is a terminal. */
export async function scanWithProgress(
  args: CliArgs,
  root: string,
  baseline: Set<string> | undefined,
): Promise<ScanReport> {
  const progress = process.stderr.isTTY ? createProgressBar(process.stderr) : undefined;
  try {
    // In a child process: a file that crashes or stalls a parser is skipped, never the whole run.
    return await scanIsolated({
      root,
      configPath: args.config,
      baseRef: args.base,
      baseline,
      cacheDir: args.noCache ? undefined : (args.cacheDir ?? resolveCacheDir(process.cwd(), root)),
      config: args.noHistory ? { history: false } : undefined,
      onProgress: progress?.update,
    });
  } finally {
    progress?.clear();
  }
}
