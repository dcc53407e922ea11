#!/usr/bin/env node
// Two runs of bench:real side by side, measure by measure, with the verdicts of judgments.json:
//   node packages/engine/bench/real/compare-results.mjs <work>/results-<engine A>.json <work>/results-<engine B>.json
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { figuresOf } from './summarize-results.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const [before, after] = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')));
const judgments = JSON.parse(readFileSync(path.join(here, 'judgments.json'), 'utf8'));
// Only the repositories both runs measured, so a figure never moves because one run has more.
const both = new Set(before.filter((r) => !r.error).map((r) => r.repo));
for (const r of after) if (r.error) both.delete(r.repo);
const a = figuresOf(
  before.filter((r) => both.has(r.repo)),
  judgments,
);
const b = figuresOf(
  after.filter((r) => both.has(r.repo)),
  judgments,
);
console.log('| Measure | Before | After |\n|---|---|---|');
for (const measure of new Set([...a.keys(), ...b.keys()])) {
  console.log(`| ${measure.trim()} | ${a.get(measure) ?? '-'} | ${b.get(measure) ?? '-'} |`);
}
