#!/usr/bin/env node
// Two runs of bench:real side by side, measure by measure, with the verdicts of judgments.json:
//   node packages/engine/bench/real/compare-results.mjs <work>/results-<engine A>.json <work>/results-<engine B>.json
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeSilentSkips, historyFigures, judgedFigures, plantedFigures } from './summarize-results.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const [before, after] = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')));
const judgments = JSON.parse(readFileSync(path.join(here, 'judgments.json'), 'utf8'));
// Each measure over the repositories both runs measured it on, so a figure never moves because
// one run measured more (a run can be stopped, or narrowed with --parts).
function over(part, results, other) {
  const done = (list) => new Set(list.filter((r) => !r.error && r[part]).map((r) => r.repo));
  const both = done(other);
  return results.filter((r) => !r.error && r[part] && both.has(r.repo));
}
function figures(results, other) {
  const out = new Map();
  const judged = over('sample', results, other);
  out.set('repositories judged', String(judged.length));
  judgedFigures(judged, judgments, out);
  const planted = over('planted', results, other);
  out.set('repositories planted', String(planted.length));
  plantedFigures(planted, out);
  const history = over('history', results, other);
  out.set('repositories with history', String(history.length));
  historyFigures(history, out);
  out.set('doc files of a supported format skipped silently', describeSilentSkips(judged));
  return out;
}
const a = figures(before, after);
const b = figures(after, before);
console.log('| Measure | Before | After |\n|---|---|---|');
for (const measure of new Set([...a.keys(), ...b.keys()])) {
  console.log(`| ${measure.trim()} | ${a.get(measure) ?? '-'} | ${b.get(measure) ?? '-'} |`);
}
