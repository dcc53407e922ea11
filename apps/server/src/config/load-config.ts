import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig, OauthClient, StripeConfig } from './app-config.js';
import { type Environment, environmentSchema } from './config-schema.js';
import { githubAppConfig } from './github-app-config.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const stripeCompanions = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_TEAM_MONTHLY',
  'STRIPE_PRICE_TEAM_ANNUAL',
  'STRIPE_PRICE_PRO_MONTHLY',
  'STRIPE_PRICE_PRO_ANNUAL',
] as const;

function stripeConfig(parsed: Environment): StripeConfig | undefined {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_TEAM_MONTHLY: teamMonthly,
    STRIPE_PRICE_TEAM_ANNUAL: teamAnnual,
    STRIPE_PRICE_PRO_MONTHLY: proMonthly,
    STRIPE_PRICE_PRO_ANNUAL: proAnnual,
  } = parsed;
  if (!secretKey || !webhookSecret || !teamMonthly || !teamAnnual || !proMonthly || !proAnnual)
    return undefined;
  return {
    secretKey,
    webhookSecret,
    apiUrl: parsed.STRIPE_API_URL,
    prices: {
      team: { monthly: teamMonthly, annual: teamAnnual },
      pro: { monthly: proMonthly, annual: proAnnual },
    },
  };
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function parseEnvironment(env: NodeJS.ProcessEnv): Environment {
  const result = environmentSchema.safeParse(env);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
  // Checked on the raw values so it is reported together with every other problem.
  for (const provider of [
    'GOOGLE',
    'GITHUB',
    'SLACK',
    'LINEAR',
    'NOTION',
    'GITLAB',
    'CONFLUENCE',
    'BITBUCKET',
  ]) {
    const [id, secret] = [`${provider}_CLIENT_ID`, `${provider}_CLIENT_SECRET`];
    const hasId = Boolean(env[id]?.trim());
    if (hasId !== Boolean(env[secret]?.trim())) {
      problems.push(`${hasId ? secret : id}: set ${id} and ${secret} together`);
    }
  }
  // The embedded database lives in one process, so a separate web or worker process could not share it.
  const role = env.DRIFTWATCH_ROLE?.trim();
  if (role && role !== 'all' && !env.DATABASE_URL?.trim()) {
    problems.push(`DRIFTWATCH_ROLE: ${role} needs DATABASE_URL (the embedded database runs in one process)`);
  }
  // A Stripe key alone would give a checkout that cannot be confirmed or priced.
  if (env.STRIPE_SECRET_KEY?.trim()) {
    for (const name of stripeCompanions) {
      if (!env[name]?.trim()) problems.push(`${name}: required when STRIPE_SECRET_KEY is set`);
    }
  }
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  return result.data;
}

/**
 * The embedded default keeps its secret key in the data dir, created on first start. With a shared
 * PostgreSQL every instance must use the same key, so it has to come from the environment.
 */
async function resolveSecretKey(env: Environment, dataDir: string): Promise<string> {
  if (env.DRIFTWATCH_SECRET_KEY) return env.DRIFTWATCH_SECRET_KEY;
  if (env.DATABASE_URL) {
    throw new ConfigError([
      'DRIFTWATCH_SECRET_KEY: required when DATABASE_URL is set (at least 32 characters)',
    ]);
  }
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error: unknown) => {
    // Another instance created it first: use theirs.
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}

function oauthClient(
  clientId: string | undefined,
  clientSecret: string | undefined,
): OauthClient | undefined {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

/** Slack's SDK joins method names onto its base URL, which therefore has to end in a slash. */
function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export async function loadConfig(env: NodeJS.ProcessEnv): Promise<AppConfig> {
  const parsed = parseEnvironment(env);
  const dataDir = path.resolve(parsed.DRIFTWATCH_DATA_DIR);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  const github = await githubAppConfig(parsed);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    publicUrl,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    google:
      parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET
        ? {
            clientId: parsed.GOOGLE_CLIENT_ID,
            clientSecret: parsed.GOOGLE_CLIENT_SECRET,
            authUrl: parsed.GOOGLE_AUTH_URL,
            tokenUrl: parsed.GOOGLE_TOKEN_URL,
          }
        : undefined,
    githubApp: github.app,
    githubAppMissing: github.missing,
    github: {
      webUrl: withoutTrailingSlash(parsed.GITHUB_WEB_URL),
      apiUrl: withoutTrailingSlash(parsed.GITHUB_API_URL),
      oauth: oauthClient(parsed.GITHUB_CLIENT_ID, parsed.GITHUB_CLIENT_SECRET),
    },
    secretKey: await resolveSecretKey(parsed, dataDir),
    adminEmails: new Set(
      parsed.DRIFTWATCH_ADMIN_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email !== ''),
    ),
    logLevel: parsed.LOG_LEVEL,
    sessionTtlMs: parsed.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    authRateLimit: {
      max: parsed.AUTH_RATE_LIMIT_MAX,
      windowMs: parsed.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    trustProxy: parsed.TRUST_PROXY,
    webDistDir: parsed.WEB_DIST_DIR ? path.resolve(parsed.WEB_DIST_DIR) : undefined,
    role: parsed.DRIFTWATCH_ROLE,
    allowLocalRepositories: parsed.DRIFTWATCH_ALLOW_LOCAL_REPOSITORIES,
    slack: {
      apiUrl: withTrailingSlash(parsed.SLACK_API_URL),
      authorizeUrl: parsed.SLACK_AUTHORIZE_URL,
      signingSecret: parsed.SLACK_SIGNING_SECRET,
      oauth: oauthClient(parsed.SLACK_CLIENT_ID, parsed.SLACK_CLIENT_SECRET),
    },
    teamsWebhookHosts: parsed.TEAMS_WEBHOOK_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
    linear: {
      apiUrl: withoutTrailingSlash(parsed.LINEAR_API_URL),
      authorizeUrl: parsed.LINEAR_AUTHORIZE_URL,
      oauth: oauthClient(parsed.LINEAR_CLIENT_ID, parsed.LINEAR_CLIENT_SECRET),
      webhookSecret: parsed.LINEAR_WEBHOOK_SECRET,
    },
    notion: {
      apiUrl: withoutTrailingSlash(parsed.NOTION_API_URL),
      oauth: oauthClient(parsed.NOTION_CLIENT_ID, parsed.NOTION_CLIENT_SECRET),
    },
    confluence: {
      authUrl: withoutTrailingSlash(parsed.ATLASSIAN_AUTH_URL),
      apiUrl: withoutTrailingSlash(parsed.ATLASSIAN_API_URL),
      oauth: oauthClient(parsed.CONFLUENCE_CLIENT_ID, parsed.CONFLUENCE_CLIENT_SECRET),
    },
    stripe: stripeConfig(parsed),
    billingGraceDays: parsed.BILLING_GRACE_DAYS,
    gitlab: {
      url: withoutTrailingSlash(parsed.GITLAB_URL),
      oauth: oauthClient(parsed.GITLAB_CLIENT_ID, parsed.GITLAB_CLIENT_SECRET),
    },
    bitbucket: {
      apiUrl: withoutTrailingSlash(parsed.BITBUCKET_API_URL),
      siteUrl: bitbucketSiteUrl(parsed.BITBUCKET_API_URL),
      oauth: oauthClient(parsed.BITBUCKET_CLIENT_ID, parsed.BITBUCKET_CLIENT_SECRET),
    },
  };
}

/**
 * Bitbucket's OAuth pages live on the site, not the API: https://api.bitbucket.org/2.0 pairs with
 * https://bitbucket.org. Any other API URL (a proxy, a test double) serves both on its own origin.
 */
function bitbucketSiteUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  if (url.hostname.startsWith('api.')) url.hostname = url.hostname.slice('api.'.length);
  return url.origin;
}
