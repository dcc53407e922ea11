/**
 * Dashboard calls with 100,000 issues on PostgreSQL (DATABASE_URL names the server): the stats,
 * the drift trend over 30 and 90 days, the activity feed, repository health and notifications,
 * each asked many times in a row of a real server; prints p50/p95/p99 per call. It also checks the
 * trend's open totals against a count issue by issue, so a fast answer is also a right one.
 * Run: DATABASE_URL=postgres://... npx tsx --conditions=source apps/server/bench/dashboard-bench.ts [--iterations 200]
 */

import {
  dashboardActivityResponseSchema,
  dashboardStatsResponseSchema,
  driftIssueTrendResponseSchema,
} from '@driftwatch/contract';
import { expectApi, signUpOwner } from './bench-api.js';
import { describeLoad, percentile } from './bench-stats.js';
import { readCountOption, runServerBench } from './run-server-bench.js';
import {
  benchIssueCount,
  seedDriftIssueActivity,
  seedDriftIssues,
  seedRepositories,
} from './seed-drift-issues.js';

const p99BudgetMs = 100;

await runServerBench('dashboard-bench', 'web', async ({ server, database }) => {
  const iterations = readCountOption('iterations', 200);
  const url = server.url;
  const owner = await signUpOwner(server, 'dashboard');
  const started = performance.now();
  const repositoryIds = await seedRepositories(database.handle, owner.organizationId, 8);
  await seedDriftIssues(database.handle, owner.organizationId, repositoryIds, benchIssueCount);
  await seedDriftIssueActivity(database.handle, owner.organizationId);
  console.log(
    `seeded ${benchIssueCount.toLocaleString('en')} issues and their activity in ${Math.round(performance.now() - started)} ms`,
  );
  const get = (path: string) => expectApi(url, 'GET', path, 200, { token: owner.token });

  const firstPage = dashboardActivityResponseSchema.parse(await get('/api/dashboard/activity?limit=20'));
  const calls: Array<[string, string]> = [
    ['stats', '/api/dashboard/stats'],
    ['trend 30 days', '/api/drift-issues/trend?days=30'],
    ['trend 90 days', '/api/drift-issues/trend?days=90'],
    ['trend 90 days, one repository', `/api/drift-issues/trend?days=90&repositoryId=${repositoryIds[0]}`],
    ['activity, first page', '/api/dashboard/activity?limit=20'],
    ['activity, second page', `/api/dashboard/activity?limit=20&cursor=${firstPage.next_cursor}`],
    ['repositories', '/api/dashboard/repositories'],
    ['notifications', '/api/dashboard/notifications'],
  ];
  let worst = 0;
  for (const [name, path] of calls) {
    for (let index = 0; index < 10; index += 1) await get(path); // warm-up: plans, JIT
    const samples: number[] = [];
    for (let index = 0; index < iterations; index += 1) {
      const start = performance.now();
      await get(path);
      samples.push(performance.now() - start);
    }
    const p99 = percentile(samples, 0.99);
    worst = Math.max(worst, p99);
    console.log(
      `${name.padEnd(32)} p50 ${percentile(samples, 0.5).toFixed(1).padStart(6)} ms   p95 ${percentile(samples, 0.95).toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms`,
    );
  }

  // The open total at the end of a day, counted issue by issue from each one's last change by then.
  const trend = driftIssueTrendResponseSchema.parse(await get('/api/drift-issues/trend?days=90'));
  const stats = dashboardStatsResponseSchema.parse(await get('/api/dashboard/stats'));
  const checked = [0, 45, 89].map((index) => trend.points[index]);
  let mismatches = 0;
  for (const point of checked) {
    if (!point) continue;
    const result = await database.handle.executeSql(
      `SELECT count(*)::int AS open FROM (
         SELECT DISTINCT ON (issue_id) to_status FROM drift_issue_activity
         WHERE organization_id = $1 AND to_status IS NOT NULL AND created_at < ($2::date + 1)::timestamptz
         ORDER BY issue_id, created_at DESC, id DESC) AS last_change
       WHERE to_status IN ('open', 'in_progress')`,
      [owner.organizationId, point.date],
    );
    if (Number(result.rows[0]?.open) !== point.open) mismatches += 1;
  }
  if (trend.points.at(-1)?.open !== stats.issues.open) mismatches += 1;
  console.log(
    `trend check: open totals on ${checked.length} days and today (${stats.issues.open} open of ${stats.issues.total}) ${mismatches === 0 ? 'match a per-issue count' : `MISMATCH on ${mismatches}`}`,
  );
  console.log(describeLoad());
  console.log(
    `dashboard p99 (worst call): ${worst.toFixed(1)} ms (budget ${p99BudgetMs} ms) ${worst <= p99BudgetMs ? 'OK' : 'OVER BUDGET'}`,
  );
  if (mismatches > 0) process.exitCode = 1;
});
