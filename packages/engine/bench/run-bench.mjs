#!/usr/bin/env node
// Engine benchmarks (run after `npm run build`):
//   node packages/engine/bench/run-bench.mjs [--fastify DIR | --mirrors DIR] [--files N] [--rounds N] [--skip-large]
// 1. parse floor vs cold scan of fastify (oxc-parser + remark only, vs the whole scan with its type
//    checks), in fresh processes, one after the other in each round: the machine is shared, so each
//    figure is a ratio of two runs made under the same load, and the median of the rounds is kept;
//    beside them, the project's own type checker run once (tsc --noEmit over its declarations and
//    type tests), for scale;
// 2. re-scan with nothing changed (fact, type-check and history caches on disk), as a share of the
//    cold scan of the same round;
// 3. pull-request scan of a one-file change, warm (the base's facts cached by an earlier scan);
// 4. a generated tree of N files (default 50,000): time and peak memory;
// 5. a generated medium Python library with doc examples: the pyright check's cold time beside the
//    parse floor, and a re-scan whose unchanged examples are not checked again.
// fastify is a git clone from a `fetch` mirror (--mirrors DIR: DIR/fastify+fastify/repo), a given
// checkout (--fastify DIR), or else fetched with `npm pack` into a temp dir; for evaluation only.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePythonTree } from './generate-python-tree.mjs';
import { generateTree } from './generate-tree.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const rounds = Number(option('--rounds', '3'));
const largeCount = Number(option('--files', '50000'));
const temp = mkdtempSync(path.join(os.tmpdir(), 'dw-bench-'));

function node(script, ...scriptArgs) {
  const out = execFileSync(process.execPath, [path.join(here, script), ...scriptArgs], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.trim().split('\n').pop());
}

function git(cwd, ...gitArgs) {
  execFileSync('git', gitArgs, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'bench',
      GIT_AUTHOR_EMAIL: 'b@example.com',
      GIT_COMMITTER_NAME: 'bench',
      GIT_COMMITTER_EMAIL: 'b@example.com',
    },
  });
}

function fastifyDir() {
  const given = option('--fastify', process.env.DRIFTWATCH_BENCH_FASTIFY);
  if (given) return path.resolve(given);
  const dir = path.join(temp, 'fastify');
  const mirror = path.join(option('--mirrors', '/nonexistent'), 'fastify+fastify', 'repo');
  if (existsSync(mirror)) {
    execFileSync('git', ['clone', '-q', mirror, dir]);
    return dir;
  }
  execFileSync('npm', ['pack', 'fastify', '--silent', '--pack-destination', temp], { stdio: 'ignore' });
  const tgz = readdirSync(temp).find((f) => f.endsWith('.tgz'));
  execFileSync('mkdir', ['-p', dir]);
  execFileSync('tar', ['xzf', path.join(temp, tgz), '-C', dir, '--strip-components=1']);
  return dir;
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const results = [];
const report = (name, value, bar, ok) => {
  results.push({ name, value, bar, ok });
  process.stdout.write(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${value}   (bar: ${bar})\n`);
};

try {
  const fastify = fastifyDir();
  const runs = [];
  for (let r = 0; r < rounds; r++) {
    const cache = path.join(temp, `cache-${r}`);
    const floor = node('measure-parse-floor.mjs', fastify);
    const cold = node('measure-scan.mjs', fastify, cache);
    const warm = node('measure-scan.mjs', fastify, cache);
    const untyped = node('measure-scan.mjs', fastify, `${cache}-untyped`, '-', 'untyped');
    const isolated = node('measure-scan.mjs', fastify, `${cache}-isolated`, '-', 'isolated');
    runs.push({ floor, cold, warm, untyped, isolated, load: os.loadavg()[0] });
    process.stdout.write(
      `  round ${r + 1}: parse floor ${floor.ms} ms, cold ${cold.ms} ms (${(cold.ms / floor.ms).toFixed(2)}x), ` +
        `re-scan ${warm.ms} ms (${((100 * warm.ms) / cold.ms).toFixed(1)}%), load average ${os.loadavg()[0].toFixed(1)}\n`,
    );
  }
  const med = (pick) => Math.round(median(runs.map(pick)));
  const coldRatio = median(runs.map((r) => r.cold.ms / r.floor.ms));
  const untypedRatio = median(runs.map((r) => r.untyped.ms / r.floor.ms));
  const warmShare = median(runs.map((r) => r.warm.ms / r.cold.ms));
  const checker = node('measure-type-checker.mjs', fastify);
  process.stdout.write(
    `fastify (${runs[0].cold.files} files read): parse floor ${med((r) => r.floor.ms)} ms, cold scan ${med((r) => r.cold.ms)} ms, ` +
      `re-scan ${med((r) => r.warm.ms)} ms (wall, medians of ${rounds} rounds)\n`,
  );
  process.stdout.write(
    `         CPU time: parse floor ${med((r) => r.floor.cpuMs)} ms, cold scan ${med((r) => r.cold.cpuMs)} ms (all threads), ` +
      `re-scan ${med((r) => r.warm.cpuMs)} ms; cold scan peak memory ${med((r) => r.cold.maxRssMb)} MB\n`,
  );
  // CPU time is what load from other processes changes least: its ratio is the check on a busy machine.
  process.stdout.write(
    `         cold scan CPU / parse floor CPU: ${median(runs.map((r) => r.cold.cpuMs / r.floor.cpuMs)).toFixed(2)}x (median of the rounds)\n`,
  );
  process.stdout.write(
    `         load average during the rounds: ${runs.map((r) => r.load.toFixed(1)).join(', ')} on ${os.availableParallelism()} cores\n`,
  );
  process.stdout.write(
    `         the project's own type checker run once (tsc --noEmit, ${checker.files} files): ${checker.ms ?? '-'} ms\n`,
  );
  process.stdout.write(
    `         cold scan without the TypeScript check of examples ${med((r) => r.untyped.ms)} ms (${untypedRatio.toFixed(2)}x the floor)\n`,
  );
  report('cold scan with type checks / parse floor', `${coldRatio.toFixed(2)}x`, '<= 3x', coldRatio <= 3);
  report(
    'cold scan without type checks / parse floor',
    `${untypedRatio.toFixed(2)}x`,
    '<= 2x',
    untypedRatio <= 2,
  );
  report(
    'cold scan in a child process (CLI, server) / in-process',
    `${median(runs.map((r) => r.isolated.ms / r.cold.ms)).toFixed(2)}x`,
    '<= 1.2x',
    median(runs.map((r) => r.isolated.ms / r.cold.ms)) <= 1.2,
  );
  report('unchanged re-scan / cold scan', `${(100 * warmShare).toFixed(1)}%`, '<= 10%', warmShare <= 0.1);

  const repo = path.join(temp, 'fastify-git');
  cpSync(fastify, repo, { recursive: true });
  git(repo, 'init', '-q');
  git(repo, 'add', '-A');
  // A clone from the mirror is already committed: the base is then an empty commit on its history.
  git(repo, 'commit', '-q', '--allow-empty', '-m', 'base');
  const file = path.join(repo, 'fastify.js');
  writeFileSync(
    file,
    `${readFileSync(file, 'utf8')}\nmodule.exports.benchAddedHelper = function benchAddedHelper (a) { return a }\n`,
  );
  git(repo, 'commit', '-q', '-am', 'small change');
  const prCache = path.join(temp, 'cache-pr');
  const pr = { cold: [], warm: [], isolated: [] };
  for (let r = 0; r < rounds; r++) {
    rmSync(prCache, { recursive: true, force: true });
    pr.cold.push(node('measure-scan.mjs', repo, prCache, 'HEAD~1').ms);
    pr.warm.push(node('measure-scan.mjs', repo, prCache, 'HEAD~1').ms);
    pr.isolated.push(node('measure-scan.mjs', repo, prCache, 'HEAD~1', 'isolated').ms);
  }
  const [prCold, prWarm, prIsolated] = [pr.cold, pr.warm, pr.isolated].map((ms) => Math.round(median(ms)));
  report('pull-request scan, small diff (cached facts)', `${prWarm} ms`, '< 1000 ms', prWarm < 1000);
  report('the same in a child process (CLI, server)', `${prIsolated} ms`, '< 1000 ms', prIsolated < 1000);
  process.stdout.write(`      pull-request scan with an empty cache: ${prCold} ms\n`);

  const python = path.join(temp, 'python');
  generatePythonTree(python);
  const py = [];
  for (let r = 0; r < rounds; r++) {
    const floor = node('measure-parse-floor.mjs', python).ms;
    const cache = path.join(temp, `cache-python-${r}`);
    py.push({
      floor,
      cold: node('measure-scan.mjs', python, cache),
      warm: node('measure-scan.mjs', python, cache),
    });
  }
  // The round of the median cold scan, whole: its figures belong together.
  const pyRound = [...py].sort((a, b) => a.cold.ms - b.cold.ms)[Math.floor(py.length / 2)];
  const [pyFloor, pyCold, pyWarm] = [pyRound.floor, pyRound.cold, pyRound.warm];
  process.stdout.write(
    `python (generated: 200 modules, 80 doc pages): parse floor ${pyFloor} ms, cold scan ${pyCold.ms} ms of which pyright ${pyCold.typecheckMs} ms, ` +
      `re-scan ${pyWarm.ms} ms of which pyright ${pyWarm.typecheckMs} ms, ${pyCold.findings} finding(s)\n`,
  );
  report('pyright check, cold', `${pyCold.typecheckMs} ms`, '< 10000 ms', pyCold.typecheckMs < 10000);
  report(
    'pyright check, unchanged examples',
    `${pyWarm.typecheckMs} ms`,
    '< 10% of cold',
    pyWarm.typecheckMs < 0.1 * pyCold.typecheckMs,
  );

  if (!args.includes('--skip-large')) {
    const large = path.join(temp, 'large');
    execFileSync('mkdir', ['-p', large]);
    const t0 = performance.now();
    generateTree(large, largeCount);
    process.stdout.write(`generated ${largeCount} files in ${Math.round(performance.now() - t0)} ms\n`);
    const big = node('measure-scan.mjs', large, path.join(temp, 'cache-large'));
    report(`${largeCount}-file tree, cold scan`, `${big.ms} ms`, '< 60000 ms', big.ms < 60000);
    process.stdout.write(
      `      of which CPU ${big.cpuMs} ms (all threads), load average ${os.loadavg()[0].toFixed(1)}\n`,
    );
    report(`${largeCount}-file tree, peak memory`, `${big.maxRssMb} MB`, '< 1024 MB', big.maxRssMb < 1024);
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
const failed = results.filter((r) => !r.ok).length;
process.stdout.write(`engine bench: ${results.length - failed}/${results.length} bars met\n`);
