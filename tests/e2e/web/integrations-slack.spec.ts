import { expect, test } from '@playwright/test';
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

async function signUp(organization: boolean): Promise<ApiAccount> {
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
  const { token = '' } = await call('/api/auth/signup', {
    name: 'Ada Lovelace',
    email,
    password,
    confirmPassword: password,
  });
  if (organization) {
    await call('/api/teams/organizations', { name: `Team ${counter}`, new_team_tier: 'team_pro' }, token);
    await call('/api/setup/advance', { step: 'github_app', action: 'next' }, token);
  }
  return { email, password, token };
}

test('Connect Slack in the setup wizard goes through Slack and the wizard moves on by itself', async ({
  page,
}) => {
  const account = await signUp(true);
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
