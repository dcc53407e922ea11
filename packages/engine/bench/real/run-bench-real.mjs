#!/usr/bin/env node
// `npm run bench:real`: the engine measured on real repositories it was not written against.
//   npm run bench:real -- [--list FILE] [--fixes FILE] [--mirrors DIR] [--only owner/name,...]
//                         [--skip owner/name,...] [--parts findings,planted,history] [--work DIR]
//                         [--cli PATH: another build's bin/driftwatch.js, to compare]
// Repositories are cloned at the listed commits (from --mirrors, a folder of bare repositories
// named <owner>+<name>/repo, when it holds them; else from GitHub) into --work; nothing of them is
// kept in this repository. Per repository:
// - findings: up to 15 findings (undocumented API apart) go into judgments.json for a person who
//   did not write the rules to mark TRUE / FALSE / DEBATABLE; precision is computed from verdicts;
// - planted: five code changes of a documented name (choose-plants.mjs), each committed and
//   scanned: recall, and the right new name for renames;
// - history: the parents of real doc-fix commits (doc-fixes.json, from mine-doc-fixes.mjs) are
//   scanned: recall of the lines the fix repaired.
// Results go to <work>/results.json and the figures are printed at the end.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyPlant } from './apply-plant.mjs';
import { checkOutRepository } from './check-out-repository.mjs';
import { choosePlants } from './choose-plants.mjs';
import { collectForJudging } from './collect-for-judging.mjs';
import { findSilentSkips } from './find-silent-skips.mjs';
import { gitIn } from './git-in.mjs';
import { judgeDocFix } from './judge-doc-fix.mjs';
import { judgePlant } from './judge-plant.mjs';
import { listProjectFiles } from './list-project-files.mjs';
import { scanCheckout } from './scan-checkout.mjs';
import { summarizeResults } from './summarize-results.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const work = path.resolve(option('--work', path.join(os.tmpdir(), 'dw-bench-real')));
const mirrors = option('--mirrors', process.env.DRIFTWATCH_BENCH_MIRRORS);
const parts = new Set(option('--parts', 'findings,planted,history').split(','));
const only = option('--only', '') ? new Set(option('--only', '').split(',')) : null;
const cli = option('--cli', undefined);
const skip = new Set(option('--skip', '').split(',').filter(Boolean));
const list = JSON.parse(readFileSync(option('--list', path.join(here, 'repositories.json')), 'utf8'));
const fixes = JSON.parse(readFileSync(option('--fixes', path.join(here, 'doc-fixes.json')), 'utf8'));
const judgmentsFile = path.join(here, 'judgments.json');
const judgments = existsSync(judgmentsFile) ? JSON.parse(readFileSync(judgmentsFile, 'utf8')) : {};

function measure(entry) {
  const dir = checkOutRepository(entry, work, mirrors);
  const cacheDir = path.join(work, 'cache', entry.repo.replace('/', '+'));
  const files = listProjectFiles(dir);
  const base = scanCheckout(dir, cacheDir, cli);
  const result = {
    repo: entry.repo,
    commit: entry.commit,
    scanMs: base.ms,
    findings: base.report.findings.length,
    silentSkips: findSilentSkips(base.report, files.docs, dir),
  };
  if (parts.has('findings')) {
    const key = `${entry.repo}@${entry.commit}`;
    judgments[key] = collectForJudging(base.report, judgments[key]);
  }
  if (parts.has('planted')) {
    result.planted = choosePlants(dir, files).map((plant) => {
      applyPlant(dir, files, plant);
      const after = scanCheckout(dir, cacheDir, cli);
      gitIn(dir, 'reset', '--quiet', '--hard', entry.commit);
      return judgePlant(plant, base.report, after.report);
    });
  }
  if (parts.has('history')) {
    result.history = fixes
      .filter((f) => f.repo === entry.repo)
      .map((fix) => {
        gitIn(dir, 'checkout', '--quiet', '--detach', fix.parent);
        return { fix: fix.fix, labels: judgeDocFix(fix, scanCheckout(dir, cacheDir, cli).report) };
      });
  }
  return result;
}

function save(results) {
  writeFileSync(path.join(work, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (parts.has('findings')) writeFileSync(judgmentsFile, `${JSON.stringify(judgments, null, 2)}\n`);
}

mkdirSync(work, { recursive: true });
const results = [];
for (const entry of list.filter((e) => (!only || only.has(e.repo)) && !skip.has(e.repo))) {
  const started = performance.now();
  try {
    results.push(measure(entry));
  } catch (error) {
    results.push({ repo: entry.repo, commit: entry.commit, error: String(error.message).split('\n')[0] });
  }
  // Saved after every repository: a long run that is stopped still leaves its figures so far.
  save(results);
  process.stderr.write(`${entry.repo}: ${Math.round(performance.now() - started)} ms\n`);
}
const scored = only
  ? Object.fromEntries(Object.entries(judgments).filter(([k]) => only.has(k.split('@')[0])))
  : judgments;
console.log(summarizeResults(results, scored).join('\n'));
