/**
 * Drift issue list benchmark: seeds 100,000 issues into one organization of a throw-away
 * PostgreSQL database (DATABASE_URL names the server) and prints the p95 of filtered pages.
 * Run: DATABASE_URL=postgres://... npx tsx --conditions=source apps/server/bench/issue-list-bench.ts
 */

import {
  type DatabaseHandle,
  type DriftIssueFilters,
  insertMember,
  insertOrganization,
  insertUser,
  listDriftIssueSummaries,
} from '@driftwatch/db';
import { createTestDatabase } from '@driftwatch/db/testing';
import { toDriftIssueListItem } from '../src/services/drift-issues/to-drift-issue-list-item.js';
import { describeLoad, percentile } from './bench-stats.js';
import { benchIssueCount, seedDriftIssues, seedRepositories } from './seed-drift-issues.js';

const iterations = 200;
const budgetMs = 100;

async function seed(handle: DatabaseHandle): Promise<{ organizationId: string; repositoryIds: string[] }> {
  const user = await insertUser(handle.db, { email: 'bench@example.com', name: 'Bench' });
  const organization = await insertOrganization(handle.db, {
    name: 'Bench',
    slug: 'bench',
    createdBy: user.id,
  });
  await insertMember(handle.db, {
    organizationId: organization.id,
    userId: user.id,
    email: user.email,
    role: 'owner',
    joinedAt: new Date(),
  });
  const other = await insertOrganization(handle.db, { name: 'Other', slug: 'other', createdBy: user.id });
  await seedRepositories(handle, other.id, 2);
  const repositoryIds = await seedRepositories(handle, organization.id, 8);
  await seedDriftIssues(handle, organization.id, repositoryIds, benchIssueCount);
  return { organizationId: organization.id, repositoryIds };
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('issue-list-bench: skipped (set DATABASE_URL to a PostgreSQL server to run it)');
    return;
  }
  const database = await createTestDatabase('postgres');
  try {
    const started = performance.now();
    const { organizationId, repositoryIds } = await seed(database.handle);
    console.log(
      `seeded ${benchIssueCount.toLocaleString('en')} issues in ${Math.round(performance.now() - started)} ms`,
    );
    const cases: Array<[string, DriftIssueFilters, number]> = [
      ['first page, no filter', {}, 0],
      ['status=open', { status: 'open' }, 0],
      ['severity=critical', { severity: 'critical' }, 0],
      ['repository', { repositoryId: repositoryIds[0] }, 0],
      ['repository+status=resolved', { repositoryId: repositoryIds[1], status: 'resolved' }, 0],
      ['status+severity', { status: 'open', severity: 'high' }, 0],
      ['search "send42 "', { search: 'send42 ' }, 0],
      ['search by key', { search: 'DRIFT-77777' }, 0],
      ['status=open, page 100', { status: 'open' }, 4950],
    ];
    let worst = 0;
    for (const [name, filters, offset] of cases) {
      const samples: number[] = [];
      for (let index = 0; index < iterations; index += 1) {
        const start = performance.now();
        const page = await listDriftIssueSummaries(database.handle.db, organizationId, filters, {
          limit: 50,
          offset,
        });
        page.rows.map(toDriftIssueListItem);
        samples.push(performance.now() - start);
      }
      const p95 = percentile(samples, 0.95);
      worst = Math.max(worst, p95);
      console.log(
        `${name.padEnd(30)} p50 ${percentile(samples, 0.5).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`,
      );
    }
    console.log(describeLoad());
    console.log(
      `issue list p95 (worst filter): ${worst.toFixed(1)} ms (budget ${budgetMs} ms) ${worst <= budgetMs ? 'OK' : 'OVER BUDGET'}`,
    );
    if (worst > budgetMs) process.exitCode = 1;
  } finally {
    await database.destroy();
  }
}

await main();
