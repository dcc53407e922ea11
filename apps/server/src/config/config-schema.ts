import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanText = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** A boolean that is true unless set to false or 0 (empty counts as unset). */
const booleanTextDefaultTrue = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .optional()
  .transform((value) => value !== 'false' && value !== '0');

/** What one process runs: everything (the default), only the HTTP API, or only jobs and the scheduler. */
const processRoles = ['all', 'web', 'worker'] as const;
export type ProcessRole = (typeof processRoles)[number];

const portMessage = 'must be a port number from 0 to 65535';

/** Every environment variable the server reads. The README's configuration table describes each one. */
export const environmentSchema = z.object({
  PORT: z.coerce
    .number(portMessage)
    .int(portMessage)
    .min(0, portMessage)
    .max(65_535, portMessage)
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DRIFTWATCH_DATA_DIR: z.string().trim().min(1).default('./data'),
  PUBLIC_URL: optionalText.pipe(z.url('must be a URL such as https://driftwatch.example.com').optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Driftwatch <no-reply@driftwatch.local>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GITHUB_APP_ID: optionalText,
  GITHUB_APP_PRIVATE_KEY: optionalText,
  GITHUB_APP_WEBHOOK_SECRET: optionalText,
  GITHUB_APP_SLUG: optionalText,
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  GITHUB_WEB_URL: z.url().default('https://github.com'),
  DRIFTWATCH_SECRET_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  DRIFTWATCH_ADMIN_EMAILS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  TRUST_PROXY: booleanText,
  WEB_DIST_DIR: optionalText,
  DRIFTWATCH_ROLE: z
    .enum([...processRoles, ''], { error: `must be one of ${processRoles.join(', ')}` })
    .optional()
    .transform((value): ProcessRole => (value === undefined || value === '' ? 'all' : value)),
  DRIFTWATCH_ALLOW_LOCAL_REPOSITORIES: booleanTextDefaultTrue,
  SLACK_CLIENT_ID: optionalText,
  SLACK_CLIENT_SECRET: optionalText,
  SLACK_SIGNING_SECRET: optionalText,
  SLACK_API_URL: z.url().default('https://slack.com/api'),
  SLACK_AUTHORIZE_URL: z.url().default('https://slack.com/oauth/v2/authorize'),
  TEAMS_WEBHOOK_HOSTS: z
    .string()
    .default(
      '*.webhook.office.com,outlook.office.com,outlook.office365.com,*.logic.azure.com,*.powerplatform.com',
    ),
  LINEAR_CLIENT_ID: optionalText,
  LINEAR_CLIENT_SECRET: optionalText,
  LINEAR_API_URL: z.url().default('https://api.linear.app'),
  LINEAR_WEBHOOK_SECRET: optionalText,
  LINEAR_AUTHORIZE_URL: z.url().default('https://linear.app/oauth/authorize'),
  NOTION_CLIENT_ID: optionalText,
  NOTION_CLIENT_SECRET: optionalText,
  NOTION_API_URL: z.url().default('https://api.notion.com'),
  CONFLUENCE_CLIENT_ID: optionalText,
  CONFLUENCE_CLIENT_SECRET: optionalText,
  ATLASSIAN_AUTH_URL: z.url().default('https://auth.atlassian.com'),
  ATLASSIAN_API_URL: z.url().default('https://api.atlassian.com'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: z.url('must be a URL such as https://api.stripe.com').default('https://api.stripe.com'),
  STRIPE_PRICE_TEAM_MONTHLY: optionalText,
  STRIPE_PRICE_TEAM_ANNUAL: optionalText,
  STRIPE_PRICE_PRO_MONTHLY: optionalText,
  STRIPE_PRICE_PRO_ANNUAL: optionalText,
  BILLING_GRACE_DAYS: z.coerce.number('must be a whole number of days').int().min(0).max(90).default(7),
  GITLAB_URL: z.url('must be a URL such as https://gitlab.example.com').default('https://gitlab.com'),
  GITLAB_CLIENT_ID: optionalText,
  GITLAB_CLIENT_SECRET: optionalText,
  BITBUCKET_API_URL: z
    .url('must be a URL such as https://api.bitbucket.org/2.0')
    .default('https://api.bitbucket.org/2.0'),
  BITBUCKET_CLIENT_ID: optionalText,
  BITBUCKET_CLIENT_SECRET: optionalText,
});

export type Environment = z.output<typeof environmentSchema>;
