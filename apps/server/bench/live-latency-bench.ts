/**
 * Live event delivery latency over PostgreSQL LISTEN/NOTIFY: a client reads the SSE stream of a
 * real server while issue status changes go through the API, first to the same server, then to a
 * second server process on the same database. DATABASE_URL names the PostgreSQL server.
 * Run: DATABASE_URL=postgres://... npx tsx --conditions=source apps/server/bench/live-latency-bench.ts [--events 100]
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUpOwner } from './bench-api.js';
import { createBenchDatabase } from './bench-database.js';
import { describeLoad, percentile } from './bench-stats.js';
import { type LiveLatency, listIssueIds, measureLiveLatency } from './measure-live-latency.js';
import { measureSampleScan, readExpectedIssueCount } from './measure-sample-scan.js';
import { openLiveStream } from './open-live-stream.js';
import { startBenchServer } from './start-bench-server.js';
import { startServerProcess } from './start-server-process.js';

function readEvents(args: string[]): number {
  const index = args.indexOf('--events');
  const events = index >= 0 ? Number(args[index + 1]) : 100;
  if (!Number.isInteger(events) || events < 1) throw new Error('--events takes a whole number from 1');
  return events;
}

function summarize(samples: readonly number[]): string {
  const format = (value: number) => `${value.toFixed(1)} ms`;
  return `p50 ${format(percentile(samples, 0.5))}, p95 ${format(percentile(samples, 0.95))}, max ${format(Math.max(...samples))}`;
}

function report(title: string, latency: LiveLatency): void {
  console.log(
    `SSE delivery latency, ${title} (${latency.fromRequest.length} events): ${summarize(latency.fromRequest)} ` +
      `from the API call; ${summarize(latency.fromCommit)} from the commit`,
  );
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('live-latency-bench: skipped (set DATABASE_URL to a PostgreSQL server to run it)');
    return;
  }
  const events = readEvents(process.argv.slice(2));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'driftwatch-bench-live-'));
  const database = await createBenchDatabase(serverUrl, dataDir);
  const server = await startBenchServer(database, dataDir);
  const cleanUp: Array<() => Promise<void>> = [];
  try {
    // The sample's scan gives the organization real issues to change.
    const owner = await signUpOwner(server.url, 'live');
    await measureSampleScan(server.url, owner, await readExpectedIssueCount());
    const issueIds = await listIssueIds(server.url, owner.token);
    const stream = await openLiveStream(server.url, owner.token);
    cleanUp.push(async () => stream.close());
    // A few changes first, so connection set-up and compilation are not in the figures.
    await measureLiveLatency(server.url, owner.token, stream, issueIds, 10);
    report(
      'change and stream on one server',
      await measureLiveLatency(server.url, owner.token, stream, issueIds, events),
    );

    const other = await startServerProcess(database.url, path.join(dataDir, 'second-server'));
    cleanUp.push(() => other.stop());
    await measureLiveLatency(other.url, owner.token, stream, issueIds, 10);
    report(
      'change on a second server process',
      await measureLiveLatency(other.url, owner.token, stream, issueIds, events),
    );
    console.log(describeLoad());
  } finally {
    for (const step of cleanUp.reverse()) await step();
    await server.close();
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
