import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consumeOneTimeToken,
  type Database,
  feedbackStatsByContext,
  findActiveSession,
  findFeedbackContext,
  findMembership,
  findPrimaryMembership,
  findSetupState,
  hitRateLimit,
  insertFeedback,
  insertMember,
  insertOneTimeToken,
  insertOrganization,
  insertSession,
  insertUser,
  listFeedback,
  listOrganizationsForUser,
  listPlans,
  revokeUserSessions,
  saveSetupStep,
} from '../src/index.js';
import { createTestDatabase, type TestDatabase, testEngines } from '../src/testing/index.js';

describe.each(testEngines())('queries on %s', (engine) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    db = testDb.handle.db;
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  it('seeds the plan catalogue in price order', async () => {
    const plans = await listPlans(db);
    expect(plans.map((plan) => [plan.type, plan.monthlyPricePerSeat])).toEqual([
      ['free', 0],
      ['team', 1900],
      ['pro', 3900],
    ]);
    expect(plans.find((plan) => plan.type === 'team')?.popular).toBe(true);
    expect(plans[0]?.features.pr_drift_checks).toBe(true);
  });

  it('seeds the feedback contexts', async () => {
    const context = await findFeedbackContext(db, 'bug.report');
    expect(context).toMatchObject({ title: 'Report a bug', showRating: false, active: true });
  });

  it('keeps emails unique', async () => {
    await insertUser(db, { email: 'unique@example.com', name: 'One' });
    await expect(insertUser(db, { email: 'unique@example.com', name: 'Two' })).rejects.toThrow();
  });

  it('consumes a one-time token once and never after expiry', async () => {
    const user = await insertUser(db, { email: 'token@example.com', name: 'Token' });
    const now = new Date();
    const later = new Date(now.getTime() + 15 * 60_000);
    await insertOneTimeToken(db, { userId: user.id, kind: 'magic_link', tokenHash: 'h1', expiresAt: later });
    await insertOneTimeToken(db, {
      userId: user.id,
      kind: 'password_reset',
      tokenHash: 'h2',
      expiresAt: later,
    });

    expect(await consumeOneTimeToken(db, 'h1', ['password_reset'], now)).toBeUndefined();
    expect((await consumeOneTimeToken(db, 'h1', ['magic_link'], now))?.userId).toBe(user.id);
    expect(await consumeOneTimeToken(db, 'h1', ['magic_link'], now)).toBeUndefined();

    const afterExpiry = new Date(later.getTime() + 1);
    expect(await consumeOneTimeToken(db, 'h2', ['password_reset'], afterExpiry)).toBeUndefined();
  });

  it('finds live sessions and stops at revocation or expiry', async () => {
    const user = await insertUser(db, { email: 'session@example.com', name: 'Session' });
    const now = new Date();
    const kept = await insertSession(db, {
      userId: user.id,
      tokenHash: 's-kept',
      expiresAt: new Date(now.getTime() + 60_000),
    });
    await insertSession(db, {
      userId: user.id,
      tokenHash: 's-other',
      expiresAt: new Date(now.getTime() + 60_000),
    });
    await insertSession(db, { userId: user.id, tokenHash: 's-old', expiresAt: new Date(now.getTime() - 1) });

    expect((await findActiveSession(db, 's-kept', now))?.user.email).toBe('session@example.com');
    expect(await findActiveSession(db, 's-old', now)).toBeUndefined();

    await revokeUserSessions(db, user.id, now, kept.id);
    expect(await findActiveSession(db, 's-other', now)).toBeUndefined();
    expect(await findActiveSession(db, 's-kept', now)).toBeDefined();
  });

  it('scopes memberships to their organization', async () => {
    const owner = await insertUser(db, { email: 'owner@example.com', name: 'Owner' });
    const stranger = await insertUser(db, { email: 'stranger@example.com', name: 'Stranger' });
    const organization = await insertOrganization(db, { name: 'Acme', slug: 'acme', createdBy: owner.id });
    await insertMember(db, {
      organizationId: organization.id,
      userId: owner.id,
      email: owner.email,
      role: 'owner',
      joinedAt: new Date(),
    });

    expect((await findMembership(db, organization.id, owner.id))?.role).toBe('owner');
    expect(await findMembership(db, organization.id, stranger.id)).toBeUndefined();
    expect((await findPrimaryMembership(db, owner.id))?.organizationId).toBe(organization.id);
    expect((await listOrganizationsForUser(db, owner.id)).map((org) => org.slug)).toEqual(['acme']);
    expect(await listOrganizationsForUser(db, stranger.id)).toEqual([]);

    expect(await findSetupState(db, organization.id)).toBeUndefined();
    await saveSetupStep(db, organization.id, 'github_app');
    await saveSetupStep(db, organization.id, 'integrations');
    expect((await findSetupState(db, organization.id))?.currentStep).toBe('integrations');
  });

  it('counts rate-limit hits per window', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    expect((await hitRateLimit(db, 'signin:1.2.3.4', 60_000, start)).count).toBe(1);
    expect((await hitRateLimit(db, 'signin:1.2.3.4', 60_000, new Date(start.getTime() + 1000))).count).toBe(
      2,
    );
    expect((await hitRateLimit(db, 'signin:5.6.7.8', 60_000, start)).count).toBe(1);
    const nextWindow = await hitRateLimit(db, 'signin:1.2.3.4', 60_000, new Date(start.getTime() + 61_000));
    expect(nextWindow.count).toBe(1);
    expect(nextWindow.windowStartsAt.toISOString()).toBe('2026-01-01T00:01:01.000Z');
  });

  it('lists feedback newest first and computes stats per context', async () => {
    const base = { url: null, metadata: {}, userId: null, organizationId: null };
    await insertFeedback(db, { ...base, text: 'Great', contextId: 'dashboard', rating: 5 });
    await insertFeedback(db, { ...base, text: 'Fine', contextId: 'dashboard', rating: 2 });
    await insertFeedback(db, { ...base, text: 'A bug', contextId: 'bug.report', rating: null });

    const page = await listFeedback(db, { limit: 2, offset: 0 });
    expect(page.total).toBe(3);
    expect(page.rows).toHaveLength(2);
    const dashboardOnly = await listFeedback(db, { limit: 10, offset: 0, contextId: 'dashboard' });
    expect(dashboardOnly.rows.map((row) => row.text).sort()).toEqual(['Fine', 'Great']);

    const stats = await feedbackStatsByContext(db, {});
    expect(stats).toEqual([
      { contextId: 'bug.report', count: 1, ratedCount: 0, ratingSum: 0, averageRating: null },
      { contextId: 'dashboard', count: 2, ratedCount: 2, ratingSum: 7, averageRating: 3.5 },
    ]);
    expect(await feedbackStatsByContext(db, { from: new Date(Date.now() + 60_000) })).toEqual([]);
  });

  it('runs raw parameterised SQL', async () => {
    const result = await testDb.handle.executeSql('SELECT $1::int + 1 AS answer', [41]);
    expect(result.rows).toEqual([{ answer: 42 }]);
    // Scripts of several statements (as pg-boss installs its schema) run without parameters.
    const script = await testDb.handle.executeSql(
      'CREATE TABLE script_check (id int); INSERT INTO script_check VALUES (7); SELECT id FROM script_check',
    );
    expect(script.rows).toEqual([{ id: 7 }]);
  });
});
