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
  listDriftIssues,
} from '@driftwatch/db';
import { createTestDatabase } from '@driftwatch/db/testing';
import { toDriftIssue } from '../src/services/drift-issues/to-drift-issue.js';
import { describeLoad, percentile } from './bench-stats.js';

const issueCount = 100_000;
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
  const repositoryIds: string[] = [];
  for (const [organizationId, count] of [
    [organization.id, 8],
    [other.id, 2],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      const result = await handle.executeSql(
        `INSERT INTO repositories (organization_id, provider, external_id, name, full_name, url, mapping_config, scan_schedule, meta)
         VALUES ($1, 'git', $2, $3, $3, $4, '{}'::jsonb, '{}'::jsonb, '{"tags":[],"notes":""}'::jsonb) RETURNING id`,
        [organizationId, `bench-${organizationId}-${index}`, `repo-${index}`, `/srv/repo-${index}`],
      );
      if (organizationId === organization.id) repositoryIds.push(String(result.rows[0]?.id));
    }
  }
  const seedIssues = (organizationId: string, repositories: string[], count: number) =>
    handle.executeSql(
      `INSERT INTO drift_issues (organization_id, repository_id, number, key, fingerprint, title, description, type, category,
         subtype, severity, status, confidence, detector_name, metadata, affected_files, suggestions, created_at, updated_at)
       SELECT $1, ($2::uuid[])[1 + g % array_length($2::uuid[], 1)], g, 'DRIFT-' || g, md5(g::text),
         'Parameter opt' || g || ' of send' || (g % 500) || ' is documented as retries' || (g % 97),
         'The docs in docs/api-' || (g % 50) || '.md name a parameter the code does not take.',
         (ARRAY['internal_parameter_mismatch','broken_link','outdated_example','endpoint_mismatch'])[1 + g % 4],
         (ARRAY['internal_docs','external_docs','code'])[1 + g % 3],
         (ARRAY['parameter_mismatch','broken_link','outdated_example','endpoint_mismatch'])[1 + g % 4],
         (ARRAY['critical','high','medium','low'])[1 + (g * 7) % 4],
         (ARRAY['open','open','open','in_progress','resolved','resolved','ignored','false_positive'])[1 + (g * 13) % 8],
         0.5 + (g % 50) / 100.0, 'driftwatch-engine/bench',
         jsonb_build_object('doc_location', 'docs/api-' || (g % 50) || '.md', 'identifier', 'send' || (g % 500)),
         jsonb_build_array(jsonb_build_object('path', 'src/send' || (g % 500) || '.ts', 'functions', jsonb_build_array('send'), 'classes', '[]'::jsonb, 'exports', '[]'::jsonb)),
         jsonb_build_array('Rename retries to maxRetries'),
         now() - (g || ' minutes')::interval, now()
       FROM generate_series(1, $3::int) AS g`,
      [organizationId, `{${repositories.join(',')}}`, count],
    );
  await seedIssues(organization.id, repositoryIds, issueCount);
  // A steady state: autovacuum has run, so visibility maps allow index-only counts.
  await handle.executeSql('VACUUM ANALYZE');
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
      `seeded ${issueCount.toLocaleString('en')} issues in ${Math.round(performance.now() - started)} ms`,
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
        const page = await listDriftIssues(database.handle.db, organizationId, filters, {
          limit: 50,
          offset,
        });
        page.rows.map((row) => toDriftIssue(row));
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
