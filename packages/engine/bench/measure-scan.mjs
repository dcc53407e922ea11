// One scan in a fresh process: prints {"ms": N, "maxRssMb": N, "findings": N, "cached": N,
// "typecheckMs": N} (typecheckMs: the type checkers' share of the scan, pyright on Python examples).
// With `isolated` as the fourth argument the scan runs as the CLI and the server run it, in a child
// process (scanIsolated); maxRssMb and cpuMs are then this process's only. With `untyped` it runs
// without the type checks of examples (the cost of those checks is the difference). The checks'
// time budget is lifted (10 minutes): on a loaded machine the default 30 s would leave examples
// unchecked, and the bench would time less work than a scan does (and a re-scan would check them).
import path from 'node:path';
import { scan, scanIsolated } from '../dist/bundle/index.js';

const [root, cacheDir, base, mode] = process.argv.slice(2);
const started = performance.now();
let typecheckStarted = 0;
let typecheckMs = 0;
const onProgress = (event) => {
  if (event.phase !== 'typecheck') return;
  if (event.done === 0) typecheckStarted = performance.now();
  else typecheckMs = Math.round(performance.now() - typecheckStarted);
};
const report = await (mode === 'isolated' ? scanIsolated : scan)({
  onProgress,
  root: path.resolve(root ?? '.'),
  cacheDir: cacheDir && cacheDir !== '-' ? cacheDir : undefined,
  baseRef: base && base !== '-' ? base : undefined,
  typecheck: mode === 'untyped' ? false : { maxMs: 600_000 },
});
const ms = Math.round(performance.now() - started);
const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
const { user, system } = process.cpuUsage();
const cpuMs = Math.round((user + system) / 1000);
process.stdout.write(
  `${JSON.stringify({ ms, cpuMs, maxRssMb, findings: report.findings.length, cached: report.stats.cachedFiles, files: report.stats.codeFiles + report.stats.docFiles, typecheckMs })}\n`,
);
