/**
 * Drift issue list throughput: 10 connections ask a real server process for filtered 50-issue pages
 * of an organization with 100,000 issues on PostgreSQL (DATABASE_URL names the server), for a fixed
 * time, and the bench prints requests per second, latency percentiles and the page size.
 * Run: DATABASE_URL=postgres://... npx tsx --conditions=source apps/server/bench/issue-list-throughput-bench.ts [--seconds 10]
 */

import path from 'node:path';
import autocannon from 'autocannon';
import { signUpOwner } from './bench-api.js';
import { describeLoad } from './bench-stats.js';
import { readCountOption, runServerBench } from './run-server-bench.js';
import { benchIssueCount, seedDriftIssues, seedRepositories } from './seed-drift-issues.js';
import { startServerProcess } from './start-server-process.js';

const connections = 10;
const targetRequestsPerSecond = 500;
const p99BudgetMs = 100;

/** The filters a person uses on the Dashboard, one page of 50 each. */
const pages = [
  '/api/drift-issues?status=open&limit=50',
  '/api/drift-issues?severity=high&limit=50',
  '/api/drift-issues?status=open&severity=critical&limit=50',
  '/api/drift-issues?status=resolved&limit=50&offset=50',
];

await runServerBench('issue-list-throughput-bench', 'web', async ({ server, database, dataDir }) => {
  const seconds = readCountOption('seconds', 10);
  const owner = await signUpOwner(server, 'throughput');
  const repositoryIds = await seedRepositories(database.handle, owner.organizationId, 8);
  await seedDriftIssues(database.handle, owner.organizationId, repositoryIds, benchIssueCount);
  // The measured server runs in its own process, as in production, so the load generator does not
  // share its event loop.
  const measured = await startServerProcess(database.url, path.join(dataDir, 'measured'), 'all');
  try {
    const url = measured.url;
    if (!url) throw new Error('The measured server opened no port');
    const headers = { authorization: `Bearer ${owner.token}` };
    const pageBytes = await fetch(`${url}${pages[0]}`, { headers }).then(async (response) => {
      if (response.status !== 200)
        throw new Error(`${pages[0]}: ${response.status} ${await response.text()}`);
      return (await response.arrayBuffer()).byteLength;
    });
    const run = (duration: number) =>
      autocannon({
        url,
        connections,
        duration,
        requests: pages.map((page) => ({ method: 'GET' as const, path: page, headers })),
      });
    await run(2); // warm-up: JIT, connection pools, plans
    const result = await run(seconds);
    const failed = result.non2xx + result.errors + result.timeouts;
    const rps = result.requests.average;
    const p99 = result.latency.p99;
    console.log(
      `issue list throughput: ${Math.round(rps)} requests/s with ${connections} connections, ` +
        `p50 ${result.latency.p50} ms, p99 ${p99} ms, ${failed} failed, ${(pageBytes / 1024).toFixed(1)} KB per 50-issue page ` +
        `(goal >= ${targetRequestsPerSecond}/s at p99 < ${p99BudgetMs} ms) ${rps >= targetRequestsPerSecond && p99 < p99BudgetMs && failed === 0 ? 'OK' : 'BELOW GOAL'}`,
    );
    console.log(describeLoad());
  } finally {
    await measured.stop();
  }
});
