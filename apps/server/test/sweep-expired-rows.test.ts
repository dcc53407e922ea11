import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  consumeOneTimeToken,
  type Database,
  findActiveSession,
  hitRateLimit,
  insertInvitation,
  insertOneTimeToken,
  insertOrganization,
  insertPendingSignup,
  insertSession,
  insertUser,
  revokeSession,
  saveOauthState,
} from '@driftwatch/db';
import { createTestDatabase, type TestDatabase, testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config/app-config.js';
import { loadConfig } from '../src/config/load-config.js';
import { sweepExpiredRowsJob } from '../src/jobs/sweep-expired-rows-job.js';
import { sweepExpiredRows } from '../src/services/auth/sweep-expired-rows.js';

const minute = 60_000;
const day = 24 * 60 * minute;

async function column(db: TestDatabase, sql: string): Promise<string[]> {
  const result = await db.handle.executeSql(sql);
  return (result.rows as Array<{ value: string }>).map((row) => row.value).sort();
}

describe.each(testEngines())('the sweeper on %s', (engine) => {
  let database: TestDatabase;
  let db: Database;
  let config: AppConfig;
  let dataDir: string;
  const now = new Date('2026-03-01T12:00:00.000Z');
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.handle.db;
    dataDir = await mkdtemp(path.join(tmpdir(), 'driftwatch-sweep-'));
    config = await loadConfig({
      DRIFTWATCH_DATA_DIR: dataDir,
      DRIFTWATCH_SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
    });
  });
  afterAll(async () => {
    await database?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs hourly as a job without retries', () => {
    expect(sweepExpiredRowsJob.cron).toBe('0 * * * *');
    expect(sweepExpiredRowsJob.retry.limit).toBe(0);
  });

  it('deletes exactly the rows that can no longer be used and keeps the live ones', async () => {
    const user = await insertUser(db, { email: 'sweep@example.com', name: 'Sweep Tester' });
    const organization = await insertOrganization(db, {
      name: 'Sweep Co',
      slug: 'sweep-co',
      createdBy: user.id,
    });

    const session = (tokenHash: string, expiresAt: Date) =>
      insertSession(db, { userId: user.id, tokenHash, expiresAt });
    await session('session-live', at(day));
    await session('session-expired', at(-1000));
    const signedOut = await session('session-signed-out', at(day));
    await revokeSession(db, signedOut.id, at(-minute));

    const link = (tokenHash: string, expiresAt: Date) =>
      insertOneTimeToken(db, { userId: user.id, kind: 'magic_link', tokenHash, expiresAt });
    await link('link-live', at(15 * minute));
    await link('link-expired', at(-minute));
    await link('link-used', at(15 * minute));
    await insertOneTimeToken(db, {
      userId: user.id,
      kind: 'password_reset',
      tokenHash: 'reset-expired',
      expiresAt: at(-1000),
    });
    expect(await consumeOneTimeToken(db, 'link-used', ['magic_link'], at(-minute))).toBeDefined();

    const invitation = (email: string, expiresAt: Date) =>
      insertInvitation(db, {
        organizationId: organization.id,
        email,
        role: 'member',
        tokenHash: `invitation-${email}`,
        invitedBy: user.id,
        expiresAt,
      });
    await invitation('pending@example.com', at(7 * day));
    await invitation('expired@example.com', at(-1000));
    const revoked = await invitation('revoked@example.com', at(7 * day));
    const accepted = await invitation('accepted@example.com', at(-day));
    await database.handle.executeSql('UPDATE invitations SET revoked_at = $2 WHERE id = $1', [
      revoked.id,
      at(-minute).toISOString(),
    ]);
    await database.handle.executeSql('UPDATE invitations SET accepted_at = $2 WHERE id = $1', [
      accepted.id,
      at(-2 * day).toISOString(),
    ]);

    const oauth = (stateHash: string, expiresAt: Date) =>
      saveOauthState(db, {
        stateHash,
        provider: 'google',
        codeVerifier: 'v',
        redirectUri: 'http://x/cb',
        expiresAt,
      });
    await oauth('oauth-live', at(10 * minute));
    await oauth('oauth-expired', at(-1000));

    // The window is 60 s: a counter started 59 s ago still limits, one started 61 s ago has ended.
    await hitRateLimit(db, 'signin:current', minute, now);
    await hitRateLimit(db, 'signin:recent', minute, at(-59_000));
    await hitRateLimit(db, 'signin:ended', minute, at(-61_000));

    const pendingSignup = (tokenHash: string, expiresAt: Date) =>
      insertPendingSignup(db, {
        email: `${tokenHash}@example.com`,
        name: 'Pending',
        passwordHash: 'hash',
        signupIntent: 'team',
        signupSource: 'web',
        tokenHash,
        expiresAt,
      });
    await pendingSignup('signup-live', at(day));
    await pendingSignup('signup-expired', at(-1000));

    const counts = await sweepExpiredRows({ db, config, clock: { now: () => now } });

    expect(counts).toEqual({
      sessions: 2,
      oneTimeTokens: 3,
      invitations: 2,
      oauthStates: 1,
      rateLimits: 1,
      pendingSignups: 1,
    });
    expect(await column(database, 'SELECT token_hash AS value FROM pending_signups')).toEqual([
      'signup-live',
    ]);
    expect(await column(database, 'SELECT token_hash AS value FROM sessions')).toEqual(['session-live']);
    expect(await column(database, 'SELECT token_hash AS value FROM one_time_tokens')).toEqual(['link-live']);
    expect(await column(database, 'SELECT email AS value FROM invitations')).toEqual([
      'accepted@example.com',
      'pending@example.com',
    ]);
    expect(await column(database, 'SELECT state_hash AS value FROM oauth_states')).toEqual(['oauth-live']);
    expect(await column(database, 'SELECT key AS value FROM rate_limits')).toEqual([
      'signin:current',
      'signin:recent',
    ]);
    // What is left still works.
    expect(await findActiveSession(db, 'session-live', now)).toBeDefined();
    expect(await consumeOneTimeToken(db, 'link-live', ['magic_link'], now)).toBeDefined();

    // A second sweep finds the link just used and nothing else.
    expect(await sweepExpiredRows({ db, config, clock: { now: () => now } })).toEqual({
      sessions: 0,
      oneTimeTokens: 1,
      invitations: 0,
      oauthStates: 0,
      rateLimits: 0,
      pendingSignups: 0,
    });
  });
});
