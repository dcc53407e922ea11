import {
  errorResponseSchema,
  forgotPasswordResponseSchema,
  profileResponseSchema,
  setupPasswordResponseSchema,
  signinResponseSchema,
  updateProfileResponseSchema,
} from '@driftwatch/contract';
import { insertSession, insertUser } from '@driftwatch/db';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens.js';
import { signInUser, signUpUser, tokenFromLink, uniqueEmail } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe.each(testEngines())('account flow on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs up, reads and updates the profile, changes the password and signs out', async () => {
    const email = uniqueEmail('ada');
    const signup = await signUpUser(server, { email: email.toUpperCase(), name: 'Ada Lovelace' });
    expect(signup.user).toMatchObject({
      email,
      name: 'Ada Lovelace',
      role: null,
      is_in_organization: false,
      can_manage_team: true,
      organization_id: null,
      has_password: true,
    });

    const profile = await server.api('GET', '/api/user/profile', { token: signup.token });
    expect(profile.status).toBe(200);
    expect(profileResponseSchema.parse(profile.body).user.email).toBe(email);

    const updated = await server.api('PUT', '/api/user/profile', {
      token: signup.token,
      body: { name: 'Ada King' },
    });
    expect(updated.status).toBe(200);
    expect(updateProfileResponseSchema.parse(updated.body).user.name).toBe('Ada King');

    const otherSession = await signInUser(server, email, signup.password);
    const wrongCurrent = await server.api('POST', '/api/user/change-password', {
      token: signup.token,
      body: { currentPassword: 'not-it', newPassword: 'second-password' },
    });
    expect(wrongCurrent.status).toBe(400);
    expect(errorResponseSchema.parse(wrongCurrent.body).error.details?.reason).toBe('wrong_password');

    const changed = await server.api('POST', '/api/user/change-password', {
      token: signup.token,
      body: { currentPassword: signup.password, newPassword: 'second-password' },
    });
    expect(changed.status).toBe(200);
    // Other sessions end; this one stays signed in.
    expect((await server.api('GET', '/api/user/profile', { token: otherSession.token ?? '' })).status).toBe(
      401,
    );
    expect((await server.api('GET', '/api/user/profile', { token: signup.token })).status).toBe(200);
    const oldPassword = await server.api('POST', '/api/auth/signin', {
      body: { email, password: signup.password },
    });
    expect(oldPassword.status).toBe(400);
    await signInUser(server, email, 'second-password');

    const signout = await server.api('POST', '/api/auth/signout', { token: signup.token });
    expect(signout.body).toEqual({ success: true, message: 'You have been successfully signed out.' });
    const afterSignout = await server.api('GET', '/api/user/profile', { token: signup.token });
    expect(afterSignout.status).toBe(401);
    expect(afterSignout.body).toEqual({
      error: { code: 'AUTH_EXPIRED', message: 'Your session has expired. Please sign in again.' },
    });
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const { user } = await signUpUser(server);
    const unknown = await server.api('POST', '/api/auth/signin', {
      body: { email: uniqueEmail('nobody'), password: 'whatever1' },
    });
    const wrong = await server.api('POST', '/api/auth/signin', {
      body: { email: user.email, password: 'whatever1' },
    });
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    expect(errorResponseSchema.parse(wrong.body).error.message).toBe('Invalid email or password');
  });

  it('emails a magic link that redirects to the setup page, sets a password once, and signs in', async () => {
    const { user } = await signUpUser(server);
    const linkRequest = await server.api('POST', '/api/auth/signin', { body: { email: user.email } });
    const unknownRequest = await server.api('POST', '/api/auth/signin', {
      body: { email: uniqueEmail('ghost') },
    });
    expect(linkRequest.status).toBe(200);
    expect(signinResponseSchema.parse(linkRequest.body)).toMatchObject({ success: true, token: null });
    expect(unknownRequest.body).toEqual(linkRequest.body);

    const mail = await server.smtp.waitForMail(user.email);
    expect(mail.subject).toBe('Your Driftwatch sign-in link');
    const link = mail.links.find((candidate) => candidate.includes('/setup-password?token='));
    expect(link?.startsWith('http://driftwatch.test/setup-password?token=')).toBe(true);
    const token = tokenFromLink(link);

    const redirect = await server.api('GET', `/setup-password?token=${encodeURIComponent(token)}`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(`/password-setup?token=${encodeURIComponent(token)}`);

    const mismatch = await server.api('POST', '/api/setup-password', {
      body: { token, password: 'magic-password', confirmPassword: 'other-password' },
    });
    expect(mismatch.status).toBe(422);

    const setup = await server.api('POST', '/api/setup-password', {
      body: { token, password: 'magic-password', confirmPassword: 'magic-password' },
    });
    expect(setup.status).toBe(200);
    const result = setupPasswordResponseSchema.parse(setup.body);
    expect((await server.api('GET', '/api/user/profile', { token: result.token })).status).toBe(200);
    await signInUser(server, user.email, 'magic-password');

    const again = await server.api('POST', '/api/setup-password', {
      body: { token, password: 'another-password', confirmPassword: 'another-password' },
    });
    expect(again.status).toBe(400);
    expect(errorResponseSchema.parse(again.body).error).toMatchObject({
      code: 'REQUEST_FAILED',
      message: 'Invalid or expired link',
    });
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { user } = await signUpUser(server);
    await server.api('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const token = tokenFromLink((await server.smtp.waitForMail(user.email)).links[0]);
    const attempts = await Promise.all(
      ['race-password-1', 'race-password-2'].map((password) =>
        server.api('POST', '/api/setup-password', { body: { token, password, confirmPassword: password } }),
      ),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([200, 400]);
  });

  it('refuses a link after 15 minutes', async () => {
    const { user } = await signUpUser(server);
    await server.api('POST', '/api/auth/signin', { body: { email: user.email } });
    const token = tokenFromLink((await server.smtp.waitForMail(user.email)).links[0]);
    server.clock.advance(15 * 60 * 1000 + 1000);
    const expired = await server.api('POST', '/api/setup-password', {
      body: { token, password: 'late-password', confirmPassword: 'late-password' },
    });
    expect(expired.status).toBe(400);
    expect(errorResponseSchema.parse(expired.body).error.details?.reason).toBe('invalid_token');
  });

  it('resets a forgotten password through a neutral request and a single-use link', async () => {
    const { user, token: sessionToken } = await signUpUser(server);
    const known = await server.api('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const unknown = await server.api('POST', '/api/auth/forgot-password', {
      body: { email: uniqueEmail('x') },
    });
    expect(known.status).toBe(200);
    expect(forgotPasswordResponseSchema.parse(known.body).success).toBe(true);
    expect(unknown.body).toEqual(known.body);

    const mail = await server.smtp.waitForMail(user.email);
    expect(mail.subject).toBe('Reset your Driftwatch password');
    const link = mail.links[0] ?? '';
    expect(link.startsWith('http://driftwatch.test/password-setup?token=')).toBe(true);
    const reset = await server.api('POST', '/api/setup-password', {
      body: { token: tokenFromLink(link), password: 'reset-password', confirmPassword: 'reset-password' },
    });
    expect(reset.status).toBe(200);
    // A reset signs out every earlier session.
    expect((await server.api('GET', '/api/user/profile', { token: sessionToken })).status).toBe(401);
    await signInUser(server, user.email, 'reset-password');
  });

  it('asks an account without a password to set one up, by email', async () => {
    const email = uniqueEmail('google');
    await insertUser(server.database.handle.db, { email, name: 'Grace' });
    const response = await server.api('POST', '/api/auth/signin', { body: { email, password: 'anything1' } });
    expect(response.status).toBe(200);
    expect(signinResponseSchema.parse(response.body)).toMatchObject({
      needsPasswordSetup: true,
      token: null,
    });
    const mail = await server.smtp.waitForMail(email);
    expect(mail.subject).toBe('Set your Driftwatch password');
    const setup = await server.api('POST', '/api/setup-password', {
      body: {
        token: tokenFromLink(mail.links[0]),
        password: 'grace-password',
        confirmPassword: 'grace-password',
      },
    });
    expect(setup.status).toBe(200);
  });

  it('sets a first password on a signed-in account without one', async () => {
    const user = await insertUser(server.database.handle.db, {
      email: uniqueEmail('nopass'),
      name: 'No Password',
    });
    const token = 'session-token-of-a-google-only-account';
    // Signed in just now, by the server's clock (earlier tests moved it forward).
    await insertSession(server.database.handle.db, {
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: server.clock.now(),
      expiresAt: new Date(server.clock.now().getTime() + 3_600_000),
    });
    const before = profileResponseSchema.parse(
      (await server.api('GET', '/api/user/profile', { token })).body,
    );
    expect(before.user.has_password).toBe(false);

    const short = await server.api('PUT', '/api/user/password', { token, body: { password: 'short' } });
    expect(short.status).toBe(422);
    const set = await server.api('PUT', '/api/user/password', {
      token,
      body: { password: 'first-real-password' },
    });
    expect(set.status).toBe(200);
    const after = profileResponseSchema.parse((await server.api('GET', '/api/user/profile', { token })).body);
    expect(after.user.has_password).toBe(true);
    await signInUser(server, user.email, 'first-real-password');
  });

  it('sets a first password only soon after signing in, so a stolen older token cannot', async () => {
    const user = await insertUser(server.database.handle.db, {
      email: uniqueEmail('stale'),
      name: 'Stale Session',
    });
    const token = 'an-older-session-token-of-a-google-only-account';
    const signedIn = new Date(server.clock.now().getTime() - 16 * 60 * 1000);
    await insertSession(server.database.handle.db, {
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: signedIn,
      expiresAt: new Date(signedIn.getTime() + 24 * 3_600_000),
    });
    const refused = await server.api<{ error: { details: { reason: string } } }>(
      'PUT',
      '/api/user/password',
      {
        token,
        body: { password: 'thief-chosen-password' },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.reason).toBe('reauthentication_required');
    const profile = profileResponseSchema.parse(
      (await server.api('GET', '/api/user/profile', { token })).body,
    );
    expect(profile.user.has_password).toBe(false);
  });

  it('sets a first password only on an account without one', async () => {
    const signup = await signUpUser(server);
    const refused = await server.api('PUT', '/api/user/password', {
      token: signup.token,
      body: { password: 'replacement-password' },
    });
    expect(refused.status).toBe(409);
  });

  it('refuses to take another account email in the profile', async () => {
    const first = await signUpUser(server);
    const second = await signUpUser(server);
    const response = await server.api('PUT', '/api/user/profile', {
      token: second.token,
      body: { name: 'Second', email: first.user.email, currentPassword: second.password },
    });
    expect(response.status).toBe(409);
  });

  it('changes the email only with the current password, and tells the old address', async () => {
    const account = await signUpUser(server);
    const newEmail = uniqueEmail('moved');
    const withoutPassword = await server.api('PUT', '/api/user/profile', {
      token: account.token,
      body: { name: 'Ada', email: newEmail },
    });
    expect(withoutPassword.status).toBe(422);
    expect(errorResponseSchema.parse(withoutPassword.body).error.details?.fields?.[0]?.path).toBe(
      'currentPassword',
    );
    const wrongPassword = await server.api('PUT', '/api/user/profile', {
      token: account.token,
      body: { name: 'Ada', email: newEmail, currentPassword: 'not-my-password' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(errorResponseSchema.parse(wrongPassword.body).error.details?.reason).toBe('wrong_password');
    const profile = await server.api<{ user: { email: string } }>('GET', '/api/user/profile', {
      token: account.token,
    });
    expect(profile.body.user.email).toBe(account.user.email);

    // The name alone still needs no password.
    const renamed = await server.api('PUT', '/api/user/profile', {
      token: account.token,
      body: { name: 'Ada Byron' },
    });
    expect(renamed.status).toBe(200);

    const moved = await server.api<{ user: { email: string } }>('PUT', '/api/user/profile', {
      token: account.token,
      body: { name: 'Ada Byron', email: newEmail, currentPassword: account.password },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.user.email).toBe(newEmail);
    const notice = await server.smtp.waitForMail(account.user.email);
    expect(notice.subject).toBe('Your Driftwatch email address was changed');
    expect(notice.decoded).toContain(newEmail);
  });

  it('asks an account without a password to set one before changing its email', async () => {
    const email = uniqueEmail('linkonly');
    const account = await signUpUser(server, { email });
    await server.database.handle.executeSql('UPDATE users SET password_hash = NULL WHERE email = $1', [
      email,
    ]);
    const response = await server.api('PUT', '/api/user/profile', {
      token: account.token,
      body: { name: 'Ada', email: uniqueEmail('elsewhere'), currentPassword: 'anything' },
    });
    expect(response.status).toBe(400);
    expect(errorResponseSchema.parse(response.body).error.details?.reason).toBe('password_not_set');
  });
});
