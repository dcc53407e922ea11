import type { DriftIssueStatus } from '@driftwatch/contract';
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
import { queryDriftIssueTrend } from './drift-issue-trend.js';
import { insertDriftIssues } from './drift-issues.js';
import { insertOrganization } from './organizations.js';
import { insertRepository } from './repositories.js';
import { insertUser } from './users.js';

const at = (iso: string) => new Date(iso);

describe.each(testEngines())('drift issue trend on %s', (engine) => {
  let testDb: TestDatabase;
  let db: Database;
  let organizationId: string;
  let repositoryId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    db = testDb.handle.db;
    const user = await insertUser(db, { email: 'trend@example.com', name: 'Trend' });
    const organizations = await Promise.all(
      ['one', 'two'].map((slug) =>
        insertOrganization(db, { name: slug, slug: `trend-${slug}`, createdBy: user.id }),
      ),
    );
    const repositories = await Promise.all(
      organizations.map((organization, index) =>
        insertRepository(db, testRepositoryRow(organization.id, `repo-${index}`)),
      ),
    );
    const other = await insertRepository(db, testRepositoryRow(organizations[0]?.id ?? '', 'other'));
    organizationId = organizations[0]?.id ?? '';
    repositoryId = repositories[0]?.id ?? '';
    let number = 0;
    const issue = (
      scope: { organizationId: string; repositoryId: string },
      created: string,
      status: DriftIssueStatus = 'open',
      left: string | null = null,
    ): NewDriftIssueRow => {
      number += 1;
      return {
        ...testDriftIssueRow(scope, number),
        status,
        createdAt: at(created),
        updatedAt: at(left ?? created),
        resolvedAt: status === 'resolved' && left ? at(left) : null,
      };
    };
    const main = { organizationId, repositoryId };
    await insertDriftIssues(db, [
      issue(main, '2026-02-20T10:00:00Z'),
      issue(main, '2026-02-20T10:00:00Z', 'resolved', '2026-02-25T10:00:00Z'),
      issue(main, '2026-02-25T10:00:00Z', 'resolved', '2026-03-03T10:00:00Z'),
      issue(main, '2026-03-02T08:00:00Z'),
      issue(main, '2026-03-02T23:59:59Z', 'ignored', '2026-03-05T12:00:00Z'),
      issue(main, '2026-03-04T09:00:00Z', 'resolved', '2026-03-04T17:00:00Z'),
      issue({ organizationId, repositoryId: other.id }, '2026-03-01T00:00:00Z'),
      issue(main, '2026-03-08T00:00:00Z'),
      issue(main, '2026-02-01T00:00:00Z', 'in_progress', '2026-02-02T00:00:00Z'),
      issue(
        { organizationId: organizations[1]?.id ?? '', repositoryId: repositories[1]?.id ?? '' },
        '2026-03-01T12:00:00Z',
      ),
    ]);
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  const window = { from: at('2026-03-01T00:00:00Z'), days: 7 };

  it('counts, per UTC day, open issues at its end and issues created and resolved in it', async () => {
    const days = await queryDriftIssueTrend(db, organizationId, window);
    expect(days.map((day) => [day.day, day.open, day.created, day.resolved])).toEqual([
      [0, 4, 1, 0],
      [1, 6, 2, 0],
      [2, 5, 0, 1],
      [3, 5, 1, 1],
      [4, 4, 0, 0],
      [5, 4, 0, 0],
      [6, 4, 0, 0],
    ]);
  });

  it('narrows to one repository, and never counts another organization', async () => {
    const days = await queryDriftIssueTrend(db, organizationId, { ...window, repositoryId });
    expect(days.map((day) => day.open)).toEqual([3, 5, 4, 4, 3, 3, 3]);
    expect(days[0]?.created).toBe(0);
    const foreign = await queryDriftIssueTrend(db, organizationId, {
      ...window,
      repositoryId: crypto.randomUUID(),
    });
    expect(foreign.every((day) => day.open === 0 && day.created === 0)).toBe(true);
  });

  it('answers every day of an empty window', async () => {
    const days = await queryDriftIssueTrend(db, crypto.randomUUID(), {
      from: at('2026-01-01T00:00:00Z'),
      days: 30,
    });
    expect(days).toHaveLength(30);
    expect(days.every((day) => day.open + day.created + day.resolved === 0)).toBe(true);
  });
});
