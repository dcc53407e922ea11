import type { DriftIssueStatus } from '@driftwatch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database.js';
import {
  createTestDatabase,
  insertIssueWithHistory,
  type TestDatabase,
  testEngines,
  testRepositoryRow,
} from '../testing/index.js';
import { queryDriftIssueTrend } from './drift-issue-trend.js';
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
    const issue = async (
      scope: { organizationId: string; repositoryId: string },
      changes: Array<[string, DriftIssueStatus]>,
    ) => {
      number += 1;
      await insertIssueWithHistory(
        db,
        scope,
        number,
        changes.map(([when, status]) => [at(when), status]),
      );
    };
    const main = { organizationId, repositoryId };
    await issue(main, [['2026-02-20T10:00:00Z', 'open']]);
    await issue(main, [
      ['2026-02-20T10:00:00Z', 'open'],
      ['2026-02-25T10:00:00Z', 'resolved'],
    ]);
    await issue(main, [
      ['2026-02-25T10:00:00Z', 'open'],
      ['2026-03-03T10:00:00Z', 'resolved'],
    ]);
    await issue(main, [['2026-03-02T08:00:00Z', 'open']]);
    await issue(main, [
      ['2026-03-02T23:59:59Z', 'open'],
      ['2026-03-05T12:00:00Z', 'ignored'],
    ]);
    await issue(main, [
      ['2026-03-04T09:00:00Z', 'open'],
      ['2026-03-04T17:00:00Z', 'resolved'],
    ]);
    await issue({ organizationId, repositoryId: other.id }, [['2026-03-01T00:00:00Z', 'open']]);
    // Found after the window: today's total holds it, the window's days must not.
    await issue(main, [['2026-03-08T00:00:00Z', 'open']]);
    await issue(main, [
      ['2026-02-01T00:00:00Z', 'open'],
      ['2026-02-02T00:00:00Z', 'in_progress'],
    ]);
    // Resolved in the window and re-opened by a later scan: its row no longer says it was resolved.
    await issue(main, [
      ['2026-02-10T00:00:00Z', 'open'],
      ['2026-03-02T12:00:00Z', 'resolved'],
      ['2026-03-04T06:00:00Z', 'open'],
    ]);
    await issue({ organizationId: organizations[1]?.id ?? '', repositoryId: repositories[1]?.id ?? '' }, [
      ['2026-03-01T12:00:00Z', 'open'],
    ]);
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  const window = { from: at('2026-03-01T00:00:00Z'), days: 7 };

  it('counts, per UTC day, open issues at its end and issues created and resolved in it, re-openings included', async () => {
    const days = await queryDriftIssueTrend(db, organizationId, window);
    expect(days.map((day) => [day.day, day.open, day.created, day.resolved])).toEqual([
      [0, 5, 1, 0],
      [1, 6, 2, 1],
      [2, 5, 0, 1],
      [3, 6, 1, 1],
      [4, 5, 0, 0],
      [5, 5, 0, 0],
      [6, 5, 0, 0],
    ]);
  });

  it('narrows to one repository, and never counts another organization', async () => {
    const days = await queryDriftIssueTrend(db, organizationId, { ...window, repositoryId });
    expect(days.map((day) => day.open)).toEqual([4, 5, 4, 5, 4, 4, 4]);
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
