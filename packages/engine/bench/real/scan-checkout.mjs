import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ownCli = fileURLToPath(new URL('../../bin/driftwatch.js', import.meta.url));

/**
 * Scans a checkout with the CLI in a child process, as a user would, and returns the JSON report.
 * The fact cache is shared by the scans of one repository so a planted change re-reads only the
 * files it touched. `cli` is another build of the engine to measure (an older one, for a before/after).
 */
export function scanCheckout(dir, cacheDir, cli = ownCli) {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [cli, 'scan', dir, '--format', 'json', '--cache-dir', path.resolve(cacheDir)],
    { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024, timeout: 20 * 60_000 },
  );
  if (result.status !== 0 && !result.stdout.trim().startsWith('{')) {
    throw new Error(`scan of ${dir} failed (exit ${result.status}): ${result.stderr.slice(-500)}`);
  }
  const report = JSON.parse(result.stdout);
  return { report, ms: Math.round(performance.now() - started) };
}
