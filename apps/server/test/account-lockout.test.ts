import { errorResponseSchema } from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmSignUp, tokenFromLink, uniqueEmail } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const ownerBrowser = 'Mozilla/5.0 (owner laptop)';

describe.each(testEngines())('failed sign-ins for one account, on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { AUTH_RATE_LIMIT_MAX: '5', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  function signIn(
    email: string,
    password: string | undefined,
    client: { ip: string; userAgent?: string; cookie?: string },
  ) {
    return server.api('POST', '/api/auth/signin', {
      body: password === undefined ? { email } : { email, password },
      headers: {
        'x-forwarded-for': client.ip,
        'user-agent': client.userAgent ?? 'curl/8.0',
        ...(client.cookie ? { cookie: client.cookie } : {}),
      },
    });
  }

  /** An owner who signed up at home and once signed in from the office (which left a device cookie). */
  async function ownerWithHistory() {
    const email = uniqueEmail('owner');
    const password = 'the-owner-password';
    const signup = await server.api('POST', '/api/auth/signup', {
      body: { name: 'Owner', email, password, confirmPassword: password },
      headers: { 'x-forwarded-for': '198.51.100.1', 'user-agent': ownerBrowser },
    });
    expect(signup.status).toBe(202);
    // The account's first session comes from opening the link, at home.
    await confirmSignUp(server, email, { 'x-forwarded-for': '198.51.100.1', 'user-agent': ownerBrowser });
    const office = await signIn(email, password, { ip: '198.51.100.2', userAgent: 'Office browser' });
    expect(office.status).toBe(200);
    const cookie = office.headers.get('set-cookie')?.split(';')[0];
    expect(cookie).toMatch(/^driftwatch_device=/);
    expect(office.headers.get('set-cookie')).toContain('HttpOnly');
    return { email, password, cookie: cookie ?? '' };
  }

  /** Ten wrong passwords, each from another address, so no per-address limit applies. */
  async function attack(email: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let index = 1; index <= 10; index++)
      statuses.push((await signIn(email, `guess-${index}`, { ip: `203.0.113.${index}` })).status);
    return statuses;
  }

  it('stops a guesser spread over many addresses', async () => {
    const owner = await ownerWithHistory();
    const statuses = await attack(owner.email);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    // Even the right password is refused to a client the account has never seen.
    const stranger = await signIn(owner.email, owner.password, { ip: '203.0.113.99' });
    expect(stranger.status).toBe(429);
    expect(errorResponseSchema.parse(stranger.body).error.details?.reason).toBe('rate_limited');
  });

  it('lets the owner in from a known address and browser, or with the device cookie', async () => {
    const owner = await ownerWithHistory();
    await attack(owner.email);
    const home = await signIn(owner.email, owner.password, { ip: '198.51.100.1', userAgent: ownerBrowser });
    expect(home.status).toBe(200);
    const travelling = await signIn(owner.email, owner.password, { ip: '192.0.2.50', cookie: owner.cookie });
    expect(travelling.status).toBe(200);
    // A known client with a wrong password is told so, not locked out.
    const typo = await signIn(owner.email, 'typo', { ip: '198.51.100.1', userAgent: ownerBrowser });
    expect(typo.status).toBe(400);
    // Another user's cookie is no pass.
    const other = await ownerWithHistory();
    await attack(other.email);
    expect(
      (await signIn(other.email, other.password, { ip: '192.0.2.51', cookie: owner.cookie })).status,
    ).toBe(429);
  });

  it('lets the owner in with an emailed sign-in link while the account is held', async () => {
    const owner = await ownerWithHistory();
    await attack(owner.email);
    const requested = await signIn(owner.email, undefined, { ip: '192.0.2.60' });
    expect(requested.status).toBe(200);
    const mail = await server.smtp.waitForMail(owner.email);
    const token = tokenFromLink(mail.links.find((link) => link.includes('/setup-password?token=')));
    const setup = await server.api('POST', '/api/setup-password', {
      body: { token, password: 'a-fresh-password', confirmPassword: 'a-fresh-password' },
      headers: { 'x-forwarded-for': '192.0.2.60' },
    });
    expect(setup.status).toBe(200);
  });

  it('opens the account to everyone again when the window ends', async () => {
    const owner = await ownerWithHistory();
    await attack(owner.email);
    server.clock.advance(61_000);
    expect((await signIn(owner.email, owner.password, { ip: '203.0.113.200' })).status).toBe(200);
    server.clock.advance(-61_000);
  });
});
