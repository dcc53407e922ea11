import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnvironment } from '../src/config/load-config.js';

describe('configuration', () => {
  const directories: string[] = [];
  afterAll(async () => {
    await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
  });

  async function dataDir(): Promise<string> {
    const directory = await mkdtemp(path.join(tmpdir(), 'driftwatch-config-'));
    directories.push(directory);
    return directory;
  }

  it('applies the defaults and generates a secret key into the data dir', async () => {
    const directory = await dataDir();
    const config = await loadConfig({ DRIFTWATCH_DATA_DIR: directory });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      google: undefined,
      githubApp: undefined,
      githubAppMissing: [
        'GITHUB_APP_ID',
        'GITHUB_APP_PRIVATE_KEY',
        'GITHUB_APP_WEBHOOK_SECRET',
        'GITHUB_APP_SLUG',
      ],
    });
    const stored = (await readFile(path.join(directory, 'secret.key'), 'utf8')).trim();
    expect(config.secretKey).toBe(stored);
    expect((await loadConfig({ DRIFTWATCH_DATA_DIR: directory })).secretKey).toBe(stored);
  });

  it('names every bad variable', () => {
    let caught: unknown;
    try {
      parseEnvironment({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        GOOGLE_CLIENT_ID: 'id',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = caught instanceof Error ? caught.message : '';
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'GOOGLE_CLIENT_SECRET'])
      expect(message).toContain(name);
  });

  it('requires a shared secret key with PostgreSQL', async () => {
    await expect(
      loadConfig({ DRIFTWATCH_DATA_DIR: await dataDir(), DATABASE_URL: 'postgres://localhost/driftwatch' }),
    ).rejects.toThrow(/DRIFTWATCH_SECRET_KEY/);
  });

  it('reads admin emails, the public URL and the GitHub App', async () => {
    const config = await loadConfig({
      DRIFTWATCH_DATA_DIR: await dataDir(),
      PORT: '8080',
      PUBLIC_URL: 'https://driftwatch.example.com/',
      DRIFTWATCH_ADMIN_EMAILS: ' Admin@Example.com, ops@example.com ,',
      GITHUB_APP_ID: '12',
      GITHUB_APP_PRIVATE_KEY: '-----BEGIN RSA PRIVATE KEY-----\\nMIIB\\n-----END RSA PRIVATE KEY-----',
      GITHUB_APP_WEBHOOK_SECRET: 'whsec',
      GITHUB_APP_SLUG: 'dw',
      GITHUB_API_URL: 'https://github.example.com/api/v3/',
      GITHUB_WEB_URL: 'https://github.example.com/',
    });
    expect(config.publicUrl).toBe('https://driftwatch.example.com');
    expect([...config.adminEmails]).toEqual(['admin@example.com', 'ops@example.com']);
    expect(config.githubApp).toMatchObject({
      installUrl: 'https://github.example.com/apps/dw/installations/new',
      apiUrl: 'https://github.example.com/api/v3',
      privateKey: '-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----',
    });
  });

  it('reads the GitHub App private key from a file, and names what a half-configured App lacks', async () => {
    const directory = await dataDir();
    const keyFile = path.join(directory, 'app.pem');
    await writeFile(keyFile, '-----BEGIN RSA PRIVATE KEY-----\nfrom file\n-----END RSA PRIVATE KEY-----\n');
    const full = await loadConfig({
      DRIFTWATCH_DATA_DIR: directory,
      GITHUB_APP_ID: '12',
      GITHUB_APP_PRIVATE_KEY: keyFile,
      GITHUB_APP_WEBHOOK_SECRET: 'whsec',
      GITHUB_APP_SLUG: 'dw',
    });
    expect(full.githubApp?.privateKey).toContain('from file');
    expect(full.githubApp?.installUrl).toBe('https://github.com/apps/dw/installations/new');
    const half = await loadConfig({ DRIFTWATCH_DATA_DIR: directory, GITHUB_APP_SLUG: 'dw' });
    expect(half.githubApp).toBeUndefined();
    expect(half.githubAppMissing).toEqual([
      'GITHUB_APP_ID',
      'GITHUB_APP_PRIVATE_KEY',
      'GITHUB_APP_WEBHOOK_SECRET',
    ]);
  });

  it("reads the Teams webhook hosts, defaulting to Microsoft's", async () => {
    const directory = await dataDir();
    expect((await loadConfig({ DRIFTWATCH_DATA_DIR: directory })).teamsWebhookHosts).toEqual([
      '*.webhook.office.com',
      'outlook.office.com',
      'outlook.office365.com',
      '*.logic.azure.com',
      '*.powerplatform.com',
    ]);
    const custom = await loadConfig({
      DRIFTWATCH_DATA_DIR: directory,
      TEAMS_WEBHOOK_HOSTS: ' Teams.Example.com, *.hooks.example.com ,',
    });
    expect(custom.teamsWebhookHosts).toEqual(['teams.example.com', '*.hooks.example.com']);
  });

  it('turns billing on only with the Stripe key and its companions, and names what is missing', async () => {
    const directory = await dataDir();
    const selfHosted = await loadConfig({ DRIFTWATCH_DATA_DIR: directory });
    expect(selfHosted).toMatchObject({ stripe: undefined, billingGraceDays: 7 });
    let caught: unknown;
    try {
      parseEnvironment({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PRICE_TEAM_MONTHLY: 'price_1',
        BILLING_GRACE_DAYS: 'soon',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of [
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_TEAM_ANNUAL',
      'STRIPE_PRICE_PRO_MONTHLY',
      'STRIPE_PRICE_PRO_ANNUAL',
      'BILLING_GRACE_DAYS',
    ]) {
      expect(problems).toContain(name);
    }
    expect(problems).not.toContain('STRIPE_PRICE_TEAM_MONTHLY');
    const billing = await loadConfig({
      DRIFTWATCH_DATA_DIR: directory,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      STRIPE_PRICE_TEAM_MONTHLY: 'price_tm',
      STRIPE_PRICE_TEAM_ANNUAL: 'price_ta',
      STRIPE_PRICE_PRO_MONTHLY: 'price_pm',
      STRIPE_PRICE_PRO_ANNUAL: 'price_pa',
      BILLING_GRACE_DAYS: '3',
    });
    expect(billing.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:12111',
      prices: {
        team: { monthly: 'price_tm', annual: 'price_ta' },
        pro: { monthly: 'price_pm', annual: 'price_pa' },
      },
    });
    expect(billing.billingGraceDays).toBe(3);
  });
});
