import {
  errorResponseSchema,
  inviteMemberResponseSchema,
  profileResponseSchema,
  signupAcceptedResponseSchema,
  signupResponseSchema,
} from '@driftwatch/contract';
import { insertUser } from '@driftwatch/db';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmSignUp,
  setSeats,
  signInUser,
  signUpUser,
  tokenFromLink,
  uniqueEmail,
} from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const day = 24 * 60 * 60 * 1000;

describe.each(testEngines())('sign-up that verifies the address first, on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { workers: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function count(sql: string, email: string): Promise<number> {
    const result = await server.database.handle.executeSql(sql, [email]);
    return Number((result.rows[0] as { count: number } | undefined)?.count);
  }
  const usersWith = (email: string) =>
    count('SELECT count(*)::int AS count FROM users WHERE email = $1', email);
  const pendingWith = (email: string) =>
    count('SELECT count(*)::int AS count FROM pending_signups WHERE email = $1', email);

  function signUp(email: string, password = 'secret-one', extra: Record<string, string> = {}) {
    return server.api('POST', '/api/auth/signup', {
      body: { name: 'Grace Hopper', email, password, confirmPassword: password, ...extra },
    });
  }

  function verify(token: string) {
    return server.api('POST', '/api/auth/verify-email', { body: { token } });
  }

  const confirmationToken = async (email: string) =>
    tokenFromLink(
      (await server.smtp.waitForMail(email)).links.find((link) => link.includes('/verify-email')),
    );

  it('answers a new and a taken address alike, and creates nothing until the link is opened', async () => {
    const existing = await signUpUser(server, { name: 'Owner Olivia', password: 'owner-password' });
    const fresh = uniqueEmail('fresh');

    const forFresh = await signUp(fresh);
    const forTaken = await signUp(existing.user.email.toUpperCase());

    expect(forFresh.status).toBe(202);
    expect(forTaken.status).toBe(forFresh.status);
    const freshBody = signupAcceptedResponseSchema.parse(forFresh.body);
    const takenBody = signupAcceptedResponseSchema.parse(forTaken.body);
    expect({ ...takenBody, email: fresh }).toEqual(freshBody);
    expect(Object.keys(forTaken.body).sort()).toEqual(Object.keys(forFresh.body).sort());
    expect(freshBody).toMatchObject({ success: true, status: 'verification_sent', email: fresh });
    expect(takenBody.email).toBe(existing.user.email);
    expect(forFresh.body).not.toHaveProperty('token');

    // The new address: a pending sign-up and a confirmation link, but no account yet.
    const confirmation = await server.smtp.waitForMail(fresh);
    expect(await usersWith(fresh)).toBe(0);
    expect(await pendingWith(fresh)).toBe(1);
    expect(confirmation.subject).toBe('Confirm your email for Driftwatch');
    expect(confirmation.links).toEqual([
      expect.stringMatching(/^http:\/\/driftwatch\.test\/verify-email\?token=/),
    ]);

    // The taken address: its owner is told, with ways in; the account is unchanged.
    const notice = await server.smtp.waitForMail(existing.user.email);
    expect(notice.subject).toBe('Someone tried to create a Driftwatch account with your email');
    expect(notice.decoded).toContain('Hi Owner Olivia,');
    expect(notice.links).toEqual(['http://driftwatch.test/signin', 'http://driftwatch.test/forgot-password']);
    expect(await usersWith(existing.user.email)).toBe(1);
    expect(await pendingWith(existing.user.email)).toBe(0);
    expect((await signInUser(server, existing.user.email, 'owner-password')).token).toBeTruthy();
    const withNewPassword = await server.api('POST', '/api/auth/signin', {
      body: { email: existing.user.email, password: 'secret-one' },
    });
    expect(errorResponseSchema.parse(withNewPassword.body).error.details?.reason).toBe('invalid_credentials');

    // Opening the link creates the account and signs in, once.
    const token = tokenFromLink(confirmation.links[0]);
    const created = await verify(token);
    expect(created.status).toBe(201);
    const session = signupResponseSchema.parse(created.body);
    expect(session.user).toMatchObject({ email: fresh, name: 'Grace Hopper', is_in_organization: false });
    const profile = await server.api('GET', '/api/user/profile', { token: session.token });
    expect(profileResponseSchema.parse(profile.body).user.email).toBe(fresh);
    expect(await usersWith(fresh)).toBe(1);
    expect(await pendingWith(fresh)).toBe(0);
    expect((await signInUser(server, fresh, 'secret-one')).token).toBeTruthy();

    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(errorResponseSchema.parse(again.body).error).toMatchObject({
      message: 'This confirmation link has expired or was already used.',
      details: { reason: 'invalid_token' },
    });
  });

  it('takes the same time for a new and a taken address (the password is hashed either way)', async () => {
    const existing = await signUpUser(server);
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await signUp(email)).status).toBe(202);
      return performance.now() - started;
    };
    // Warm up, then compare medians: argon2 dominates both, so a branch without it would be far quicker.
    await timed(uniqueEmail('warm'));
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      fresh.push(await timed(uniqueEmail('timed')));
      taken.push(await timed(existing.user.email));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    expect(median(taken)).toBeGreaterThan(median(fresh) * 0.4);
    expect(median(fresh)).toBeGreaterThan(median(taken) * 0.4);
  });

  it('keeps every resent link working until the account exists, then none', async () => {
    const email = uniqueEmail('resend');
    await signUp(email, 'first-try');
    const first = await confirmationToken(email);
    await signUp(email, 'second-try');
    const second = await confirmationToken(email);
    expect(await pendingWith(email)).toBe(2);

    expect((await verify(second)).status).toBe(201);
    expect(await pendingWith(email)).toBe(0);
    expect((await verify(first)).status).toBe(400);
    // The link opened decides the password.
    expect((await signInUser(server, email, 'second-try')).token).toBeTruthy();
  });

  it('refuses an expired link and creates nothing', async () => {
    const email = uniqueEmail('late');
    await signUp(email);
    const token = await confirmationToken(email);
    server.clock.advance(day + 1000);
    try {
      const late = await verify(token);
      expect(late.status).toBe(400);
      expect(errorResponseSchema.parse(late.body).error.details?.reason).toBe('invalid_token');
      expect(await usersWith(email)).toBe(0);
    } finally {
      server.clock.advance(-(day + 1000));
    }
  });

  it('says so when the address got an account between the sign-up and the link', async () => {
    const email = uniqueEmail('raced');
    await signUp(email);
    const token = await confirmationToken(email);
    await insertUser(server.context.db, { email, name: 'Came First' });
    const raced = await verify(token);
    expect(raced.status).toBe(409);
    expect(errorResponseSchema.parse(raced.body).error).toMatchObject({
      message: 'An account with this email already exists. Please sign in instead.',
      details: { reason: 'email_taken' },
    });
    expect(await usersWith(email)).toBe(1);
  });

  it('validates the token field', async () => {
    const missing = await server.api('POST', '/api/auth/verify-email', { body: {} });
    expect(missing.status).toBe(422);
    expect(errorResponseSchema.parse(missing.body).error.details?.fields).toEqual([
      { path: 'token', message: 'This confirmation link is invalid' },
    ]);
    expect((await verify('made-up')).status).toBe(400);
  });

  describe('with an invitation', () => {
    async function invitationFor(email: string) {
      const owner = await signUpUser(server, { name: 'Inviting Owner' });
      const created = await server.api<{ organization: { id: string } }>('POST', '/api/teams/organizations', {
        token: owner.token,
        body: { name: 'Invite Verify Co' },
      });
      await setSeats(server, owner.token, 2);
      const invited = await server.api(
        'POST',
        `/api/teams/organizations/${created.body.organization.id}/invite`,
        { token: owner.token, body: { email, role: 'member' } },
      );
      // The invitation mail itself, so the next mail to this address is the sign-up's.
      await server.smtp.waitForMail(email);
      return {
        organizationId: created.body.organization.id,
        token: inviteMemberResponseSchema.parse(invited.body).invitation.token ?? '',
      };
    }

    it('gives no session at once (the inviter also holds the token) and joins when confirmed', async () => {
      const email = uniqueEmail('invitee');
      const invitation = await invitationFor(email);
      const signup = await signUp(email, 'secret-one', { invitationToken: invitation.token });
      expect(signup.status).toBe(202);
      expect(signup.body).not.toHaveProperty('token');
      expect(await usersWith(email)).toBe(0);
      const joined = await confirmSignUp(server, email);
      expect(joined.user).toMatchObject({
        is_in_organization: true,
        role: 'member',
        organization_id: invitation.organizationId,
      });
    });

    it('answers alike for an invited address that has an account, and mails it the invitation page', async () => {
      const existing = await signUpUser(server, { name: 'Already Here', password: 'mine-password' });
      const invitation = await invitationFor(existing.user.email);
      const signup = await signUp(existing.user.email, 'attacker-pw', { invitationToken: invitation.token });
      expect(signup.status).toBe(202);
      expect(signupAcceptedResponseSchema.parse(signup.body).status).toBe('verification_sent');
      const notice = await server.smtp.waitForMail(existing.user.email);
      expect(notice.subject).toBe('Someone tried to create a Driftwatch account with your email');
      expect(notice.links).toContain(`http://driftwatch.test/invite/${encodeURIComponent(invitation.token)}`);
      // Nothing changed: the old password works, the invitation is still waiting.
      expect((await signInUser(server, existing.user.email, 'mine-password')).user?.is_in_organization).toBe(
        false,
      );
      const details = await server.api(
        'GET',
        `/api/teams/invitations/${encodeURIComponent(invitation.token)}`,
      );
      expect(details.status).toBe(200);
    });

    it('still refuses an invitation for another address before anything else', async () => {
      const invitation = await invitationFor(uniqueEmail('addressee'));
      const forged = await signUp(uniqueEmail('forger'), 'secret-one', { invitationToken: invitation.token });
      expect(forged.status).toBe(403);
      expect(errorResponseSchema.parse(forged.body).error.details?.reason).toBe('invitation_email_mismatch');
    });
  });
});

describe.each(testEngines())('sign-up mails per address, on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      workers: false,
      env: { AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('limits the mails one inbox gets, from any client, the same for a taken address', async () => {
    let client = 0;
    const signUp = (email: string) => {
      client += 1;
      return server.api('POST', '/api/auth/signup', {
        body: { name: 'Resender', email, password: 'secret-one', confirmPassword: 'secret-one' },
        headers: { 'x-forwarded-for': `203.0.113.${client}` },
      });
    };
    const fresh = uniqueEmail('limited');
    const statuses = [await signUp(fresh), await signUp(fresh), await signUp(fresh)].map((r) => r.status);
    expect(statuses).toEqual([202, 202, 429]);

    const taken = uniqueEmail('taken');
    await insertUser(server.context.db, { email: taken, name: 'Taken' });
    const takenStatuses = [await signUp(taken), await signUp(taken), await signUp(taken)].map(
      (r) => r.status,
    );
    expect(takenStatuses).toEqual(statuses);
  });
});
