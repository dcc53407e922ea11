#!/usr/bin/env node
// One repository of `npm run bench:real`, run as a child process so the runner can measure a few
// at a time. Arguments: one JSON object { entry, work, mirrors, parts, fixes, cli, out }; the
// result is written to `out`, progress to stderr.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { applyPlant } from './apply-plant.mjs';
import { checkOutRepository } from './check-out-repository.mjs';
import { choosePlants } from './choose-plants.mjs';
import { collectForJudging } from './collect-for-judging.mjs';
import { findSilentSkips } from './find-silent-skips.mjs';
import { gitIn } from './git-in.mjs';
import { identifyHarness } from './identify-harness.mjs';
import { judgeDocFix } from './judge-doc-fix.mjs';
import { judgePlant } from './judge-plant.mjs';
import { listProjectFiles } from './list-project-files.mjs';
import { scanCheckout } from './scan-checkout.mjs';

const { entry, work, mirrors, parts, fixes, cli, engine, out } = JSON.parse(process.argv[2]);
const say = (text) => process.stderr.write(`  ${entry.repo}: ${text}\n`);
const since = (t) => Math.round(performance.now() - t);

function measurePlants(dir, files, cacheDir, base, timings) {
  const started = performance.now();
  const plants = choosePlants(dir, files).map((plant) => {
    applyPlant(dir, files, plant);
    const after = scanCheckout(dir, cacheDir, cli);
    gitIn(dir, 'reset', '--quiet', '--hard', entry.commit);
    const judged = judgePlant(plant, base.report, after.report);
    say(`planted ${plant.kind} ${plant.name}: ${judged.reported ? 'reported' : 'missed'} (${after.ms} ms)`);
    return { ...judged, scanMs: after.ms };
  });
  timings.plantedMs = since(started);
  return plants;
}

function measureHistory(dir, cacheDir, timings) {
  const started = performance.now();
  const history = fixes.map((fix) => {
    gitIn(dir, 'checkout', '--quiet', '--force', '--detach', fix.parent);
    const scan = scanCheckout(dir, cacheDir, cli);
    return { fix: fix.fix, scanMs: scan.ms, labels: judgeDocFix(fix, scan.report) };
  });
  timings.historyMs = since(started);
  say(`history: ${history.length} doc-fix commits (${timings.historyMs} ms)`);
  return history;
}

const started = performance.now();
const timings = {};
const dir = checkOutRepository(entry, work, mirrors);
timings.checkoutMs = since(started);
const cacheDir = path.join(work, 'cache', engine, entry.repo.replace('/', '+'));
// The harness this child runs: scripts edited while a run goes on must not pass for the run's own.
const result = { repo: entry.repo, commit: entry.commit, parts, timings, measuredBy: identifyHarness() };
// A repository measured for its history alone (`"parts": ["history"]` in the list) needs no scan of
// its pinned commit: only the parents of its doc-fix commits are scanned.
if (parts.includes('findings') || parts.includes('planted')) {
  const files = listProjectFiles(dir);
  const base = scanCheckout(dir, cacheDir, cli);
  timings.scanMs = base.ms;
  say(`${base.report.findings.length} findings in ${base.report.docsRead.length} doc files (${base.ms} ms)`);
  Object.assign(result, {
    findings: base.report.findings.length,
    docsRead: base.report.docsRead.length,
    skipped: base.report.skipped.length,
    silentSkips: findSilentSkips(base.report, files.docs, dir),
  });
  if (parts.includes('findings')) result.sample = collectForJudging(base.report);
  // Written early so the sample can be judged while the slower parts run; the runner keeps a result
  // only once it carries its stamp, so a run stopped here measures this repository again.
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  if (parts.includes('planted')) result.planted = measurePlants(dir, files, cacheDir, base, timings);
}
if (parts.includes('history')) result.history = measureHistory(dir, cacheDir, timings);
gitIn(dir, 'checkout', '--quiet', '--force', '--detach', entry.commit);
timings.totalMs = since(started);
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
