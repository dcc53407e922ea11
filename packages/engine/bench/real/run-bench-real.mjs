#!/usr/bin/env node
// `npm run bench:real`: the engine measured on real repositories it was not written against.
//   npm run bench:real -- [--list FILE] [--fixes FILE] [--mirrors DIR] [--only owner/name,...]
//                         [--skip owner/name,...] [--parts findings,planted,history] [--work DIR]
//                         [--jobs N] [--fresh] [--judgments FILE]
//                         [--cli PATH: another build's bin/driftwatch.js, to compare]
// Repositories are cloned once at the listed commits (from --mirrors, a folder of bare repositories
// named <owner>+<name>/repo, when it holds them; else from GitHub) into --work and reused by later
// runs; nothing of them is kept in this repository. Per repository (measure-repository.mjs):
// - findings: up to 15 findings (undocumented API apart), drawn by hash, are added to judgments.json
//   under a stable key for a person who did not write the rules to mark TRUE / FALSE / DEBATABLE; a
//   verdict once given is reused by every later run that reports the same finding;
// - planted: five code changes of a documented name (choose-plants.mjs), each committed and
//   scanned: recall per kind, and the right new name for renames;
// - history: the parents of real doc-fix commits (doc-fixes.json, from mine-doc-fixes.mjs) are
//   scanned: recall of the lines the fix repaired.
// An entry of the list may name the only parts it is measured for (`"parts": ["history"]`: a
// repository added for its doc-fix commits alone); a run of other parts leaves it out.
// Each repository's result is kept in <work>/results/; a stopped run resumes where it stopped and a
// repository is measured again when the engine build, the harness's own code, its commit, the parts
// or its doc-fix commits changed, or with --fresh. --jobs repositories are measured at once (default
// 2: each scan is one busy process, and the machine's cores are shared).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { identifyEngine } from './identify-engine.mjs';
import { identifyHarness } from './identify-harness.mjs';
import { mergeJudgments } from './merge-judgments.mjs';
import { summarizeResults } from './summarize-results.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const FLAGS = new Set(['--fresh']);
const OPTIONS = new Set([
  '--list',
  '--fixes',
  '--mirrors',
  '--only',
  '--skip',
  '--parts',
  '--work',
  '--jobs',
  '--judgments',
  '--cli',
]);
// A run takes long and rewrites judgments.json: `--help` or a mistyped option prints the usage instead.
const unknown = args.filter(
  (a, i) => a.startsWith('-') && !FLAGS.has(a) && !(OPTIONS.has(a) && i + 1 < args.length),
);
if (unknown.length > 0) {
  const usage = readFileSync(new URL(import.meta.url), 'utf8')
    .split('\n')
    .slice(1, 22)
    .map((line) => line.replace(/^\/\/ ?/, ''))
    .join('\n');
  const help = unknown.every((a) => a === '--help' || a === '-h');
  process.stderr.write(`${help ? '' : `unknown or incomplete option: ${unknown.join(' ')}\n\n`}${usage}\n`);
  process.exit(help ? 0 : 2);
}
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const work = path.resolve(option('--work', path.join(os.tmpdir(), 'dw-bench-real')));
const mirrors = option('--mirrors', process.env.DRIFTWATCH_BENCH_MIRRORS);
const parts = option('--parts', 'findings,planted,history').split(',');
const only = option('--only', '') ? new Set(option('--only', '').split(',')) : null;
const cli = path.resolve(option('--cli', path.join(here, '../../bin/driftwatch.js')));
const skip = new Set(option('--skip', '').split(',').filter(Boolean));
const jobs = Number(option('--jobs', '2'));
const fresh = args.includes('--fresh');
const list = JSON.parse(readFileSync(option('--list', path.join(here, 'repositories.json')), 'utf8'));
const fixes = JSON.parse(readFileSync(option('--fixes', path.join(here, 'doc-fixes.json')), 'utf8'));
const judgmentsFile = path.resolve(option('--judgments', path.join(here, 'judgments.json')));
const engine = identifyEngine(cli);
const harness = identifyHarness();
const resultsDir = path.join(work, 'results', engine);

// A run of some parts (--parts planted) keeps what an earlier run of the same commit measured of the
// others, so one part can be measured again without the rest, unless another harness measured them.
const PART_FIELDS = { findings: ['sample'], planted: ['planted'], history: ['history'] };
/** The parts of this run an entry is measured for: all, or those its `parts` names. */
const partsOf = (entry) => (entry.parts ? parts.filter((p) => entry.parts.includes(p)) : parts);

function keptParts(earlier, entry) {
  if (!earlier || earlier.commit !== entry.commit || earlier.error || earlier.harness !== harness) return {};
  const kept = { timings: earlier.timings ?? {} };
  for (const [part, fields] of Object.entries(PART_FIELDS)) {
    if (partsOf(entry).includes(part)) continue;
    for (const field of fields) if (field in earlier) kept[field] = earlier[field];
  }
  return kept;
}

function runOne(entry, index, total) {
  const slug = entry.repo.replace('/', '+');
  const out = path.join(resultsDir, `${slug}.json`);
  const repoFixes = fixes.filter((f) => f.repo === entry.repo);
  const parts = partsOf(entry);
  const stamp = createHash('sha1')
    .update(JSON.stringify([entry.commit, parts, repoFixes, harness]))
    .digest('hex')
    .slice(0, 12);
  const earlier = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : undefined;
  if (!fresh && earlier) {
    if (earlier.stamp === stamp) {
      process.stderr.write(`[${index}/${total}] ${entry.repo}: measured earlier, kept\n`);
      return Promise.resolve(earlier);
    }
  }
  process.stderr.write(`[${index}/${total}] ${entry.repo}: measuring\n`);
  const input = JSON.stringify({ entry, work, mirrors, parts, fixes: repoFixes, cli, engine, out });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, 'measure-repository.mjs'), input], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => {
      if (code !== 0) {
        const error = errors.trim().split('\n').filter(Boolean).pop() ?? `exit ${code}`;
        process.stderr.write(`[${index}/${total}] ${entry.repo}: failed: ${error}\n`);
        resolve({ repo: entry.repo, commit: entry.commit, error });
        return;
      }
      const measured = JSON.parse(readFileSync(out, 'utf8'));
      if (measured.measuredBy !== harness) {
        const error = `harness changed during the run (${measured.measuredBy}, run started with ${harness})`;
        process.stderr.write(`[${index}/${total}] ${entry.repo}: failed: ${error}\n`);
        resolve({ repo: entry.repo, commit: entry.commit, error });
        return;
      }
      const result = {
        ...keptParts(earlier, entry),
        ...measured,
        stamp,
        engine,
        harness,
      };
      const t = { ...keptParts(earlier, entry).timings, ...result.timings };
      // The parts measured earlier count in the total as they took then.
      t.totalMs = ['checkoutMs', 'scanMs', 'plantedMs', 'historyMs'].reduce((n, k) => n + (t[k] ?? 0), 0);
      result.timings = t;
      writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
      process.stderr.write(`[${index}/${total}] ${entry.repo}: done in ${result.timings.totalMs} ms\n`);
      resolve(result);
    });
  });
}

mkdirSync(resultsDir, { recursive: true });
const chosen = list.filter((e) => (!only || only.has(e.repo)) && !skip.has(e.repo) && partsOf(e).length > 0);
process.stderr.write(
  `engine ${engine}, harness ${harness}: ${chosen.length} repositories, ${jobs} at a time, in ${work}\n`,
);
const results = new Array(chosen.length);
let next = 0;
async function worker() {
  while (next < chosen.length) {
    const i = next++;
    results[i] = await runOne(chosen[i], i + 1, chosen.length);
  }
}
await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
writeFileSync(path.join(work, `results-${engine}.json`), `${JSON.stringify(results, null, 2)}\n`);
let judgments = {};
if (existsSync(judgmentsFile)) judgments = JSON.parse(readFileSync(judgmentsFile, 'utf8'));
if (parts.includes('findings')) {
  judgments = mergeJudgments(judgments, results);
  writeFileSync(judgmentsFile, `${JSON.stringify(judgments, null, 2)}\n`);
}
console.log(summarizeResults(results, judgments).join('\n'));
