import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database.js';
import type { NewDriftIssueRow } from '../schema/drift-issues.js';
import {
  createTestDatabase,
  type TestDatabase,
  testDriftIssueRow,
  testEngines,
  testRepositoryRow,
} from '../testing/index.js';
import {
  countDriftIssues,
  countDriftIssuesByStatusAndSeverity,
  listDriftIssueSummaries,
} from './drift-issue-list.js';
import { insertDriftIssues, setDriftIssueStatus } from './drift-issues.js';
import { insertOrganization } from './organizations.js';
import { deleteRepository, insertRepository } from './repositories.js';
import { insertUser } from './users.js';

describe.each(testEngines())('drift issue list and counts on %s', (engine) => {
  let testDb: TestDatabase;
  let db: Database;
  let organizationId: string;
  let otherOrganizationId: string;
  let repositoryIds: string[];

  /** The counts the triggers keep, checked against counting the issues themselves. */
  async function expectCountsExact(): Promise<void> {
    const kept = await testDb.handle.executeSql(
      `SELECT organization_id, repository_id, status, severity, count FROM drift_issue_counts WHERE count <> 0
       ORDER BY 1, 2, 3, 4`,
    );
    const counted = await testDb.handle.executeSql(
      `SELECT organization_id, repository_id, status, severity, count(*)::int AS count FROM drift_issues
       GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    );
    expect(kept.rows).toEqual(counted.rows);
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    db = testDb.handle.db;
    const user = await insertUser(db, { email: 'counts@example.com', name: 'Counts' });
    const [organization, other] = await Promise.all(
      ['one', 'two'].map((slug) =>
        insertOrganization(db, { name: slug, slug: `counts-${slug}`, createdBy: user.id }),
      ),
    );
    organizationId = organization?.id ?? '';
    otherOrganizationId = other?.id ?? '';
    repositoryIds = await Promise.all(
      [organizationId, organizationId, otherOrganizationId].map(async (owner, index) => {
        const repository = await insertRepository(db, testRepositoryRow(owner, `counts-${index}`));
        return repository.id;
      }),
    );
    const rows: NewDriftIssueRow[] = [];
    for (let number = 1; number <= 30; number += 1) {
      const repositoryId = repositoryIds[number % 3] ?? '';
      rows.push({
        ...testDriftIssueRow(
          { organizationId: number % 3 === 2 ? otherOrganizationId : organizationId, repositoryId },
          number,
        ),
        severity: number % 2 === 0 ? 'high' : 'low',
        title: number === 7 ? 'Renamed sendOrder' : `Issue ${number}`,
        affectedFiles: [
          { path: 'src/a.ts', functions: ['one', 'two'], classes: ['Three'], exports: [] },
          { path: 'src/b.ts', functions: ['one'], classes: [], exports: ['four', 'five'] },
        ],
      });
    }
    await insertDriftIssues(db, rows);
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  it('keeps the counts exact through inserts, status changes and deletes', async () => {
    await expectCountsExact();
    expect(await countDriftIssues(db, organizationId, {})).toBe(20);
    expect(await countDriftIssues(db, organizationId, { severity: 'high' })).toBe(10);
    expect(await countDriftIssues(db, otherOrganizationId, {})).toBe(10);

    const page = await listDriftIssueSummaries(
      db,
      organizationId,
      { status: 'open' },
      { limit: 5, offset: 0 },
    );
    await setDriftIssueStatus(
      db,
      organizationId,
      page.rows.map((row) => row.id),
      { status: 'resolved', now: new Date(), resolvedBy: 'Counts', resolvedByUserId: null, resolution: null },
    );
    await expectCountsExact();
    expect(await countDriftIssues(db, organizationId, { status: 'resolved' })).toBe(5);
    expect(await countDriftIssues(db, organizationId, { status: 'open' })).toBe(15);
    const byStatus = await countDriftIssuesByStatusAndSeverity(db, organizationId, repositoryIds[1]);
    expect(byStatus.reduce((sum, row) => sum + row.count, 0)).toBe(10);

    await deleteRepository(db, organizationId, repositoryIds[0] ?? '');
    await expectCountsExact();
    expect(await countDriftIssues(db, organizationId, {})).toBe(10);
  });

  it('pages the list newest first with only the list columns, and counts a search by its matches', async () => {
    const page = await listDriftIssueSummaries(
      db,
      organizationId,
      { search: 'sendorder' },
      { limit: 50, offset: 0 },
    );
    expect(page.total).toBe(1);
    expect(page.rows.map((row) => row.key)).toEqual(['DRIFT-7']);
    expect(Object.keys(page.rows[0] ?? {}).sort()).toEqual(
      [
        'affectedFiles',
        'category',
        'createdAt',
        'id',
        'key',
        'repositoryId',
        'repositoryName',
        'severity',
        'status',
        'subtype',
        'title',
        'type',
      ].sort(),
    );
    const secondPage = await listDriftIssueSummaries(db, organizationId, {}, { limit: 4, offset: 4 });
    expect(secondPage.total).toBe(10);
    expect(secondPage.rows).toHaveLength(4);
  });
});
