/**
 * Scan-to-issues for the sample repository: the real server (HTTP API, live bus, in-process scan
 * workers with production settings) on a fresh database of the PostgreSQL server that DATABASE_URL
 * names. Each run signs up a new owner, connects the sample and waits for its issues in the list.
 * Run: DATABASE_URL=postgres://... npx tsx --conditions=source apps/server/bench/sample-scan-bench.ts [--runs 5]
 */

import { signUpOwner } from './bench-api.js';
import { describeLoad, median } from './bench-stats.js';
import { measureSampleScan, readExpectedIssueCount, type SampleScanTimings } from './measure-sample-scan.js';
import { readCountOption, runServerBench } from './run-server-bench.js';

const phases: Array<[keyof SampleScanTimings, string]> = [
  ['connect', 'connect (build the sample, queue)'],
  ['queue', 'queue wait'],
  ['checkout', 'clone and checkout'],
  ['engine', 'engine'],
  ['reconcile', 'reconcile and announce'],
  ['list', 'issue list'],
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

await runServerBench('sample-scan-bench', async ({ server }) => {
  const runs = readCountOption('runs', 5);
  const expectedIssues = await readExpectedIssueCount();
  const results: SampleScanTimings[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const owner = await signUpOwner(server.url, `scan-${run}`);
    const timings = await measureSampleScan(server.url, owner, expectedIssues);
    results.push(timings);
    const split = phases.map(([key]) => Math.round(timings[key])).join(' / ');
    console.log(`run ${run}: ${seconds(timings.total)} (${split} ms)`);
  }
  console.log(`phases: ${phases.map(([, name]) => name).join(' / ')}`);
  const split = phases
    .map(([key, name]) => `${name} ${Math.round(median(results.map((result) => result[key])))} ms`)
    .join(', ');
  console.log(describeLoad());
  const totals = results.map((result) => result.total);
  console.log(
    `sample scan-to-issues: median ${seconds(median(totals))}, max ${seconds(Math.max(...totals))} ` +
      `(${expectedIssues} issues, ${runs} runs, a new organization each)`,
  );
  console.log(`  median split: ${split}`);
});
