import { liveTicketResponseSchema, setupPasswordResponseSchema } from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInUser, signUpUser, tokenFromLink, uniqueEmail } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe.each(testEngines())('what the log keeps of secrets, on %s', (engine) => {
  let server: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(engine, { workers: false, withWebBuild: true, logLines });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('records none of the passwords, tokens, tickets, links or hashes of a realistic run', async () => {
    const secrets: string[] = [];
    const password = 'correct-horse-battery';
    const account = await signUpUser(server, { password });
    secrets.push(password, account.token);
    const session = await signInUser(server, account.user.email, password);
    if (session.token) secrets.push(session.token);

    // A magic link, followed as a browser does: the emailed URL, then the web page, then the API.
    await server.api('POST', '/api/auth/signin', { body: { email: account.user.email } });
    const mail = await server.smtp.waitForMail(account.user.email);
    const linkToken = tokenFromLink(mail.links.find((link) => link.includes('/setup-password?token=')));
    secrets.push(linkToken);
    expect((await server.api('GET', `/setup-password?token=${encodeURIComponent(linkToken)}`)).status).toBe(
      302,
    );
    expect((await server.api('GET', `/password-setup?token=${encodeURIComponent(linkToken)}`)).status).toBe(
      200,
    );
    const newPassword = 'magic-link-password';
    const setup = await server.api('POST', '/api/setup-password', {
      body: { token: linkToken, password: newPassword, confirmPassword: newPassword },
    });
    expect(setup.status).toBe(200);
    const setupToken = setupPasswordResponseSchema.parse(setup.body).token;
    secrets.push(newPassword, setupToken);

    const organization = await server.api<{ organization: { id: string } }>(
      'POST',
      '/api/teams/organizations',
      {
        token: setupToken,
        body: { name: 'Log team' },
      },
    );
    expect(organization.status).toBe(201);
    const ticket = liveTicketResponseSchema.parse(
      (await server.api('POST', '/api/live/ticket', { token: setupToken })).body,
    );
    secrets.push(ticket.ticket);
    const abort = new AbortController();
    const stream = await fetch(`${server.url}${ticket.url}`, { signal: abort.signal });
    expect(stream.status).toBe(200);
    abort.abort();

    // A failing insert: the driver's error carries the new user's password hash among its
    // parameters. The account is inserted when the sign-up's confirmation link is opened.
    const failedPassword = 'failing-signup-password';
    secrets.push(failedPassword);
    const failedEmail = uniqueEmail();
    const signup = await server.api('POST', '/api/auth/signup', {
      body: {
        name: 'Forced Failure',
        email: failedEmail,
        password: failedPassword,
        confirmPassword: failedPassword,
      },
    });
    expect(signup.status).toBe(202);
    const confirmation = await server.smtp.waitForMail(failedEmail);
    const confirmationToken = tokenFromLink(confirmation.links[0]);
    secrets.push(confirmationToken);
    await server.database.handle.executeSql(
      "ALTER TABLE users ADD CONSTRAINT forced_failure CHECK (name <> 'Forced Failure')",
    );
    const failed = await server.api('POST', '/api/auth/verify-email', { body: { token: confirmationToken } });
    expect(failed.status).toBe(500);
    await server.database.handle.executeSql('ALTER TABLE users DROP CONSTRAINT forced_failure');

    const log = logLines.join('');
    // The run was logged: request lines with their (redacted) URLs, and the failure with its query.
    expect(log).toContain('/setup-password?token=[redacted]');
    expect(log).toContain('/api/live/events?ticket=[redacted]');
    expect(log).toContain('Request failed');
    expect(log).toContain('forced_failure');
    for (const secret of secrets) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
      expect(log, `the log holds ${secret}`).not.toContain(encodeURIComponent(secret));
    }
    expect(log).not.toContain('$argon2');
    expect(log.toLowerCase()).not.toContain('bearer');
  });
});
