import { expect, test } from '@playwright/test';
import { linkFromOutbox } from './support/outbox.js';
import { type SlackConfiguredServer, startSlackConfiguredServer } from './support/slack-configured-server.js';

// These tests run against their own Driftwatch server whose Slack settings point at a local fake.
let server: SlackConfiguredServer;

test.beforeAll(async () => {
  server = await startSlackConfiguredServer();
});

test.afterAll(async () => {
  await server?.close();
});

interface ApiAccount {
  email: string;
  password: string;
  token: string;
}

let counter = 0;

/** An account by the API: without an organization, at the wizard's integrations step, or set up. */
async function signUp(stage: 'new' | 'integrations-step' | 'ready'): Promise<ApiAccount> {
  counter += 1;
  const email = `slack-${Date.now().toString(36)}-${counter}@acme-e2e.io`;
  const password = 'correct-horse-battery';
  const call = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${server.baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response.json() as Promise<{ token?: string }>;
  };
  await call('/api/auth/signup', { name: 'Ada Lovelace', email, password, confirmPassword: password });
  const link = await linkFromOutbox(email, /^\/verify-email$/, server.dataDir);
  const { token = '' } = await call('/api/auth/verify-email', { token: link.searchParams.get('token') });
  if (stage !== 'new') {
    await call('/api/teams/organizations', { name: `Team ${counter}`, new_team_tier: 'team_pro' }, token);
    await call('/api/setup/advance', { step: 'github_app', action: 'next' }, token);
  }
  if (stage === 'ready') await call('/api/setup/advance', { step: 'integrations', action: 'skip' }, token);
  return { email, password, token };
}

test('Connect Slack in the setup wizard goes through Slack and the wizard moves on by itself', async ({
  page,
}) => {
  const account = await signUp('integrations-step');
  await page.addInitScript((token) => {
    window.localStorage.setItem('auth_token', token);
    window.localStorage.setItem('early_preview_dismissed', 'true');
  }, account.token);
  await page.goto(`${server.baseURL}/setup`);
  await expect(page.getByRole('heading', { name: 'Stay in the loop' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect Slack' }).click();

  await expect(page).toHaveURL(new RegExp(`^${server.slack.url}/oauth/v2/authorize`));
  await expect(page.getByRole('heading', { name: /Fake Workspace Slack workspace/ })).toBeVisible();
  await page.getByRole('link', { name: 'Allow' }).click();

  await expect(page.getByRole('heading', { name: "You're all set!" })).toBeVisible();
  await expect(page).toHaveURL(`${server.baseURL}/setup`);
  const list = await fetch(`${server.baseURL}/api/integrations`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const body = (await list.json()) as { integrations: { platform: string; teamName: string | null }[] };
  expect(body.integrations).toEqual([
    expect.objectContaining({ platform: 'slack', teamName: 'Fake Workspace' }),
  ]);
});

test('signed out, /oauth/slack signs an existing account in and connects Slack', async ({ page }) => {
  const account = await signUp('ready');
  await page.addInitScript(() => window.localStorage.setItem('early_preview_dismissed', 'true'));
  await page.goto(`${server.baseURL}/oauth/slack`);
  await expect(page.getByRole('heading', { name: 'Enter your email to continue' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sign in to connect Slack.' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In & Connect' }).click();

  await expect(page).toHaveURL(new RegExp(`^${server.slack.url}/oauth/v2/authorize`));
  await page.getByRole('link', { name: 'Allow' }).click();

  const connected = page.getByRole('dialog', { name: 'Slack connected' });
  await expect(connected).toBeVisible();
  await expect(page).toHaveURL(`${server.baseURL}/integrations`);
  // Behind the modal (hidden from assistive technology while it is open) the card is connected.
  await expect(
    page.getByRole('article', { name: 'Slack', includeHidden: true }).getByText('Connected', { exact: true }),
  ).toBeVisible();
  await connected.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/dashboard`);
});

test('signed out, /oauth/slack creates an account for a new address and says to check the email', async ({
  page,
}) => {
  const email = `slack-new-${Date.now().toString(36)}@acme-e2e.io`;
  await page.goto(`${server.baseURL}/oauth/slack?source=setup`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('Create your Driftwatch account to connect Slack.')).toBeVisible();
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Create Account & Connect' }).click();

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`We sent a secure link to set up your password to ${email}.`)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/oauth-slack-link-sent-${width}.png` });
  }
  await page.getByRole('button', { name: 'Return to Sign In' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/signin`);
});

test('signed out, /oauth/slack: Cancel goes to /signin, and without an integration the flow is invalid', async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/oauth/slack`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/oauth-slack-email-${width}.png` });
  }
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/signin`);
  await page.goto(`${server.baseURL}/oauth-flow`);
  await expect(page.getByRole('heading', { name: 'Invalid OAuth Flow' })).toBeVisible();
  await expect(page.getByText('No integration specified')).toBeVisible();
});
