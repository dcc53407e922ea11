/**
 * Live event delivery latency over PostgreSQL LISTEN/NOTIFY: a client reads the SSE stream of a
 * real server while issue status changes go through the API, first to the same server, then to a
 * second server process on the same database. DATABASE_URL names the PostgreSQL server.
 * Run: DATABASE_URL=postgres://... npx tsx --conditions=source apps/server/bench/live-latency-bench.ts [--events 100]
 */

import path from 'node:path';
import { signUpOwner } from './bench-api.js';
import { describeLoad, percentile } from './bench-stats.js';
import { type LiveLatency, listIssueIds, measureLiveLatency } from './measure-live-latency.js';
import { measureSampleScan, readExpectedIssueCount } from './measure-sample-scan.js';
import { openLiveStream } from './open-live-stream.js';
import { readCountOption, runServerBench } from './run-server-bench.js';
import { startServerProcess } from './start-server-process.js';

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

await runServerBench('live-latency-bench', 'all', async ({ server, database, dataDir }) => {
  const events = readCountOption('events', 100);
  // The sample's scan gives the organization real issues to change.
  const owner = await signUpOwner(server, 'live');
  await measureSampleScan(server.url, owner, await readExpectedIssueCount());
  const issueIds = await listIssueIds(server.url, owner.token);
  const stream = await openLiveStream(server.url, owner.token);
  try {
    // A few changes first, so connection set-up and compilation are not in the figures.
    await measureLiveLatency(server.url, owner.token, stream, issueIds, 10);
    const oneServer = await measureLiveLatency(server.url, owner.token, stream, issueIds, events);
    report('change and stream on one server', oneServer);

    const other = await startServerProcess(database.url, path.join(dataDir, 'second-server'), 'all');
    try {
      if (!other.url) throw new Error('The second server opened no port');
      await measureLiveLatency(other.url, owner.token, stream, issueIds, 10);
      const twoServers = await measureLiveLatency(other.url, owner.token, stream, issueIds, events);
      report('change on a second server process', twoServers);
    } finally {
      await other.stop();
    }
    console.log(describeLoad());
  } finally {
    stream.close();
  }
});
