import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../migrate.js';
import {
  createTestDatabase,
  insertIssueWithHistory,
  type TestDatabase,
  testEngines,
  testRepositoryRow,
} from '../testing/index.js';
import { insertDriftIssueActivity } from './drift-issue-activity.js';
import { insertOrganization } from './organizations.js';
import { deleteRepository, insertRepository } from './repositories.js';
import { insertUser } from './users.js';

const at = (iso: string) => new Date(iso);
const openish = (status: string | null) => (status === 'open' || status === 'in_progress' ? 1 : 0);

describe.each(testEngines())('drift issue daily counts on %s', (engine) => {
  let testDb: TestDatabase;
  let organizationId: string;
  let repositoryIds: string[];

  /** The rows the trigger keeps, and the same sums worked out here from the activity itself. */
  async function keptAndCounted() {
    const kept = await testDb.handle.executeSql(
      `SELECT repository_id, day::text AS day, open_delta, detected, resolved FROM drift_issue_daily_counts
       WHERE organization_id = $1 ORDER BY repository_id, day`,
      [organizationId],
    );
    const activity = await testDb.handle.executeSql(
      `SELECT i.repository_id, to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, a.kind, a.from_status, a.to_status
       FROM drift_issue_activity a JOIN drift_issues i ON i.id = a.issue_id
       WHERE a.organization_id = $1 AND a.to_status IS NOT NULL`,
      [organizationId],
    );
    const sums = new Map<string, { open_delta: number; detected: number; resolved: number }>();
    for (const row of activity.rows) {
      const key = `${row.repository_id}|${row.day}`;
      const sum = sums.get(key) ?? { open_delta: 0, detected: 0, resolved: 0 };
      const from = row.from_status === null ? null : String(row.from_status);
      sum.open_delta += openish(String(row.to_status)) - openish(from);
      sum.detected += row.kind === 'detected' ? 1 : 0;
      sum.resolved += row.to_status === 'resolved' && from !== 'resolved' ? 1 : 0;
      sums.set(key, sum);
    }
    const counted = [...sums.entries()]
      .map(([key, sum]) => {
        const [repository_id, day] = key.split('|');
        return { repository_id, day, ...sum };
      })
      .sort((a, b) => `${a.repository_id}${a.day}`.localeCompare(`${b.repository_id}${b.day}`));
    return { kept: kept.rows, counted };
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    const db = testDb.handle.db;
    const user = await insertUser(db, { email: 'daily@example.com', name: 'Daily' });
    organizationId = (await insertOrganization(db, { name: 'Daily', slug: 'daily', createdBy: user.id })).id;
    repositoryIds = await Promise.all(
      ['one', 'two'].map(
        async (name) => (await insertRepository(db, testRepositoryRow(organizationId, name))).id,
      ),
    );
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  it('keeps per repository and UTC day what the activity says, one statement or many entries at once', async () => {
    const db = testDb.handle.db;
    const [one = '', two = ''] = repositoryIds;
    const first = await insertIssueWithHistory(db, { organizationId, repositoryId: one }, 1, [
      [at('2026-03-01T23:30:00Z'), 'open'],
      [at('2026-03-02T00:30:00Z'), 'in_progress'],
      [at('2026-03-02T10:00:00Z'), 'resolved'],
    ]);
    await insertIssueWithHistory(db, { organizationId, repositoryId: two }, 2, [
      [at('2026-03-01T08:00:00Z'), 'open'],
      [at('2026-03-03T08:00:00Z'), 'ignored'],
    ]);
    // One statement with entries of several days, a re-opening, and entries that change no status.
    await insertDriftIssueActivity(db, [
      {
        organizationId,
        issueId: first.id,
        kind: 'reopened',
        actorName: 'Scanner',
        fromStatus: 'resolved',
        toStatus: 'open',
        createdAt: at('2026-03-04T01:00:00Z'),
      },
      {
        organizationId,
        issueId: first.id,
        kind: 'comment_added',
        actorName: 'Ada',
        note: 'Still there',
        createdAt: at('2026-03-04T02:00:00Z'),
      },
      {
        organizationId,
        issueId: first.id,
        kind: 'status_changed',
        actorName: 'Ada',
        fromStatus: 'open',
        toStatus: 'resolved',
        createdAt: at('2026-03-05T02:00:00Z'),
      },
    ]);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(kept).toContainEqual({
      repository_id: one,
      day: '2026-03-02',
      open_delta: -1,
      detected: 0,
      resolved: 1,
    });
    expect(kept).toContainEqual({
      repository_id: one,
      day: '2026-03-04',
      open_delta: 1,
      detected: 0,
      resolved: 0,
    });
  });

  it("is rebuilt from the existing activity by the migration's backfill", async () => {
    const migration = await readFile(
      path.join(migrationsFolder, '0005_teams_dashboard_integrations_signup_billing_alerts.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('INSERT INTO drift_issue_daily_counts');
    const before = await keptAndCounted();
    await testDb.handle.executeSql('DELETE FROM drift_issue_daily_counts');
    await testDb.handle.executeSql(backfill);
    expect(await keptAndCounted()).toEqual(before);
  });

  it('leaves with its repository', async () => {
    await deleteRepository(testDb.handle.db, organizationId, repositoryIds[1] ?? '');
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(kept.every((row) => row.repository_id === repositoryIds[0])).toBe(true);
  });
});
