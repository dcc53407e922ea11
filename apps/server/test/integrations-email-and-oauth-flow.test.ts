import {
  emailIntegrationSetupResponseSchema,
  errorResponseSchema,
  integrationListResponseSchema,
  oauthContinueResponseSchema,
  oauthEmailCheckResponseSchema,
  oauthSigninResponseSchema,
  oauthSignupResponseSchema,
} from '@driftwatch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTeamMember,
  signUpUser,
  type TeamMember,
  tokenFromLink,
  uniqueEmail,
} from './support/accounts.js';
import { type FakeSlack, startFakeSlack } from './support/fakes/slack/start-fake-slack.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

async function countRows(server: TestServer, table: string): Promise<number> {
  const result = await server.database.handle.executeSql(`SELECT count(*)::int AS n FROM ${table}`);
  return Number(result.rows[0]?.n);
}

describe('integrations: email setup and the signed-out connect flow', () => {
  let fake: FakeSlack;
  let server: TestServer;
  let member: TeamMember;

  beforeAll(async () => {
    fake = await startFakeSlack();
    server = await startTestServer('pglite', { workers: false, env: fake.env });
    member = await createTeamMember(server);
  });

  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('refuses bad email setups with field messages and stores nothing', async () => {
    const cases: [unknown, string, string][] = [
      [
        { platform: 'email', primaryEmail: '', additionalEmails: [] },
        'primaryEmail',
        'Please enter a primary email address.',
      ],
      [{ platform: 'email', additionalEmails: [] }, 'primaryEmail', 'Please enter a primary email address.'],
      [{ primaryEmail: 'not-an-address' }, 'primaryEmail', 'Please enter a valid email address'],
      [
        { primaryEmail: 'ops@example.com', additionalEmails: ['ok@example.com', 'nope'] },
        'additionalEmails.1',
        'Please enter a valid email address',
      ],
      [
        { primaryEmail: 'ops@example.com', platform: 'slack' },
        'platform',
        expect.any(String) as unknown as string,
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await server.api('POST', '/api/integrations/email/setup', {
        token: member.token,
        body,
      });
      expect(response.status).toBe(422);
      expect(errorResponseSchema.parse(response.body).error.details?.fields).toContainEqual({
        path,
        message,
      });
    }
    expect(await countRows(server, 'integrations')).toBe(0);
  });

  it('connects email with the primary address first and blank rows dropped', async () => {
    const response = await server.api('POST', '/api/integrations/email/setup', {
      token: member.token,
      body: {
        platform: 'email',
        primaryEmail: ' Ops@Example.com ',
        additionalEmails: ['', 'docs@example.com', '  ', 'ops@example.com'],
        connected: true,
      },
    });
    expect(response.status).toBe(200);
    expect(emailIntegrationSetupResponseSchema.parse(response.body).integration).toMatchObject({
      platform: 'email',
      connected: true,
      userEmail: 'ops@example.com',
      emails: ['ops@example.com', 'docs@example.com'],
    });
    const other = await createTeamMember(server, 'Someone Else');
    const theirs = integrationListResponseSchema.parse(
      (await server.api('GET', '/api/integrations', { token: other.token })).body,
    );
    expect(theirs.integrations).toEqual([]);
    expect(
      (await server.api('POST', '/api/integrations/email/setup', { body: { primaryEmail: 'a@b.co' } }))
        .status,
    ).toBe(401);
  });

  it('continues for a signed-in person with the provider URL', async () => {
    const response = await server.api(
      'GET',
      '/api/oauth/continue?integration=slack&source=knowledge&team=T1',
      {
        token: member.token,
      },
    );
    const url = new URL(oauthContinueResponseSchema.parse(response.body).oauth_url);
    expect(`${url.origin}${url.pathname}`).toBe(fake.authorizeUrl);
    const state = await server.database.handle.executeSql(
      `SELECT source, user_id FROM oauth_states WHERE provider = 'slack' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(state.rows[0]).toEqual({ source: 'knowledge', user_id: member.userId });
    expect((await server.api('GET', '/api/oauth/continue?integration=slack')).status).toBe(401);
    expect(
      (await server.api('GET', '/api/oauth/continue?integration=myspace', { token: member.token })).status,
    ).toBe(422);
  });

  it('picks the next step from the address', async () => {
    const withPassword = await signUpUser(server);
    const check = async (email: string) =>
      oauthEmailCheckResponseSchema.parse(
        (await server.api('POST', '/api/oauth/email-check', { body: { email, integration: 'slack' } })).body,
      );
    expect(await check(withPassword.user.email)).toEqual({
      step: 'signin',
      message: 'Sign in to connect Slack.',
    });
    expect((await check(uniqueEmail('newcomer'))).step).toBe('signup');
    const invalid = await server.api('POST', '/api/oauth/email-check', {
      body: { email: 'x', integration: 'slack' },
    });
    expect(invalid.status).toBe(422);
  });

  it('signs in and answers the provider URL bound to the account’s organization', async () => {
    const account = await signUpUser(server, { name: 'Flow Owner' });
    const created = await server.api<{ organization: { id: string } }>('POST', '/api/teams/organizations', {
      token: account.token,
      body: { name: 'Flow team' },
    });
    const owner = { userId: account.user.id, organizationId: created.body.organization.id };
    const ownerEmail = account.user.email;
    const wrong = await server.api('POST', '/api/oauth/signin', {
      body: { email: ownerEmail, password: 'wrong-password', integration: 'slack', params: {} },
    });
    expect(wrong.status).toBe(400);
    expect(errorResponseSchema.parse(wrong.body).error.details?.reason).toBe('invalid_credentials');

    const response = await server.api('POST', '/api/oauth/signin', {
      body: {
        email: ownerEmail,
        password: 'first-password',
        integration: 'slack',
        params: { source: 'setup' },
      },
    });
    expect(response.status).toBe(200);
    const body = oauthSigninResponseSchema.parse(response.body);
    expect(new URL(body.oauth_url).searchParams.get('client_id')).toBe(fake.state.clientId);
    const state = await server.database.handle.executeSql(
      `SELECT source, organization_id FROM oauth_states WHERE user_id = '${owner.userId}'`,
    );
    expect(state.rows).toEqual([{ source: 'setup', organization_id: owner.organizationId }]);
    const me = await server.api('GET', '/api/user/profile', { token: body.token });
    expect(me.status).toBe(200);

    const loner = await signUpUser(server);
    const alone = oauthSigninResponseSchema.parse(
      (
        await server.api('POST', '/api/oauth/signin', {
          body: { email: loner.user.email, password: loner.password, integration: 'slack', params: {} },
        })
      ).body,
    );
    expect(alone.oauth_url).toBe('http://driftwatch.test/setup');
  });

  it('signs up without a session and answers the same for a known address', async () => {
    const known = await signUpUser(server);
    const newcomer = uniqueEmail('newcomer');
    const signUp = (email: string) =>
      server.api('POST', '/api/oauth/signup', {
        body: { name: 'New Person', email, password: 'typed-password', integration: 'slack', params: {} },
      });
    const fresh = await signUp(newcomer);
    const again = await signUp(known.user.email);
    expect(fresh.status).toBe(200);
    const freshBody = oauthSignupResponseSchema.parse(fresh.body);
    expect(freshBody.step).toBe('magic_link_sent');
    expect(fresh.text).not.toContain('token');
    expect(oauthSignupResponseSchema.parse(again.body).message.replace(known.user.email, '')).toBe(
      freshBody.message.replace(newcomer, ''),
    );
    const link = (await server.smtp.waitForMail(newcomer)).links[0];
    expect(tokenFromLink(link).length).toBeGreaterThan(20);
    // The typed password does not sign anyone in: the address is proven by the link first.
    const attempt = await server.api('POST', '/api/oauth/signin', {
      body: { email: newcomer, password: 'typed-password', integration: 'slack', params: {} },
    });
    expect(attempt.status).not.toBe(200);
    const tooShort = await server.api('POST', '/api/oauth/signup', {
      body: { name: 'N', email: newcomer, password: 'abc', integration: 'slack', params: {} },
    });
    expect(tooShort.status).toBe(422);
  });
});
