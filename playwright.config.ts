import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The config is evaluated in the runner and again in each worker; workers inherit the runner's
// environment, so the port and data dir are chosen once and shared through it.
process.env.E2E_PORT ??= String(41000 + Math.floor(Math.random() * 2000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'driftwatch-e2e-'));
process.env.E2E_SLACK_PORT ??= String(Number(process.env.E2E_PORT) + 2000);
const port = Number(process.env.E2E_PORT);
/** A local fake of Slack's OAuth and Web API (apps/server/test/support/fakes/slack). */
const fakeSlackUrl = `http://127.0.0.1:${process.env.E2E_SLACK_PORT}`;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npx tsx apps/server/test/support/fakes/slack/run-fake-slack.ts',
      url: `${fakeSlackUrl}/messages`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Public channels the bot is not in yet: the first alert joins one before posting.
      env: {
        FAKE_SLACK_PORT: String(process.env.E2E_SLACK_PORT),
        FAKE_SLACK_CHANNELS: 'docs-alerts,general',
      },
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `${baseURL}/api/plans/public`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DRIFTWATCH_DATA_DIR: process.env.E2E_DATA_DIR,
        DRIFTWATCH_ADMIN_EMAILS: 'admin@e2e.test',
        LOG_LEVEL: 'warn',
        // Every browser test signs up from 127.0.0.1; the limiter itself is proven by the server suite.
        AUTH_RATE_LIMIT_MAX: '1000',
        DATABASE_URL: '',
        SMTP_URL: '',
        // The fake's default OAuth client (apps/server/test/support/fakes/slack).
        SLACK_CLIENT_ID: 'fake-slack-client-id',
        SLACK_CLIENT_SECRET: 'fake-slack-client-secret',
        SLACK_API_URL: `${fakeSlackUrl}/api/`,
        SLACK_AUTHORIZE_URL: `${fakeSlackUrl}/oauth/v2/authorize`,
      },
    },
  ],
});
