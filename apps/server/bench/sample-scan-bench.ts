/**
 * Scan-to-issues for the sample repository: the real server (HTTP API, live bus, in-process scan
 * workers with production settings) on a fresh database of the PostgreSQL server that DATABASE_URL
 * names. Each run signs up a new owner, connects the sample and waits for its issues in the list.
 * Then the same with the roles split: a web server here and a worker in another process.
 * Run: DATABASE_URL=postgres://... npx tsx --conditions=source apps/server/bench/sample-scan-bench.ts [--runs 5]
 */

import path from 'node:path';
import { signUpOwner } from './bench-api.js';
import { describeLoad, median } from './bench-stats.js';
import { measureSampleScan, readExpectedIssueCount, type SampleScanTimings } from './measure-sample-scan.js';
import { readCountOption, runServerBench } from './run-server-bench.js';
import type { BenchServer } from './start-bench-server.js';
import { startServerProcess } from './start-server-process.js';

const phases: Array<[keyof SampleScanTimings, string]> = [
  ['connect', 'connect (build the sample, queue)'],
  ['queue', 'queue wait'],
  ['checkout', 'clone and checkout'],
  ['engine', 'engine'],
  ['reconcile', 'reconcile and announce'],
  ['list', 'issue list'],
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function measureRuns(title: string, server: BenchServer, runs: number): Promise<string[]> {
  const expectedIssues = await readExpectedIssueCount();
  const results: SampleScanTimings[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const owner = await signUpOwner(server, `scan-${run}`);
    const timings = await measureSampleScan(server.url, owner, expectedIssues);
    results.push(timings);
    const split = phases.map(([key]) => Math.round(timings[key])).join(' / ');
    console.log(`${title}, run ${run}: ${seconds(timings.total)} (${split} ms)`);
  }
  const totals = results.map((result) => result.total);
  const split = phases
    .map(([key, name]) => `${name} ${Math.round(median(results.map((result) => result[key])))} ms`)
    .join(', ');
  return [
    `sample scan-to-issues, ${title}: median ${seconds(median(totals))}, max ${seconds(Math.max(...totals))} ` +
      `(${expectedIssues} issues, ${runs} runs, a new organization each)`,
    `  median split: ${split}`,
  ];
}

const runs = readCountOption('runs', 5);
const figures: string[] = [];
console.log(`phases: ${phases.map(([, name]) => name).join(' / ')}`);
await runServerBench('sample-scan-bench', 'all', async ({ server }) => {
  figures.push(...(await measureRuns('one process', server, runs)));
});
// Scale-out: the API only queues the scan; a worker process runs it and its events cross over NOTIFY.
await runServerBench('sample-scan-bench', 'web', async ({ server, database, dataDir }) => {
  const worker = await startServerProcess(database.url, path.join(dataDir, 'worker'), 'worker');
  try {
    figures.push(...(await measureRuns('web and worker processes', server, Math.min(runs, 3))));
  } finally {
    await worker.stop();
  }
});
console.log(describeLoad());
for (const line of figures) console.log(line);
