import { expect, test } from '@playwright/test';
import { createReadyAccount } from './support/accounts.js';
import { type GithubSignInServer, startGithubSignInServer } from './support/github-sign-in-server.js';

// The configured cases run against their own Driftwatch server whose GitHub settings point at a fake.
let server: GithubSignInServer;

test.beforeAll(async () => {
  server = await startGithubSignInServer();
});

test.afterAll(async () => {
  await server?.close();
});

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

test('Continue with GitHub on sign-up creates the account from the verified primary address', async ({
  page,
}) => {
  const email = `octo-${unique()}@acme-e2e.io`;
  server.github.state.addAccount({
    login: 'octocat',
    name: 'Mona Octocat',
    emails: [{ email, primary: true, verified: true, visibility: 'private' }],
  });
  await page.goto(`${server.baseURL}/signup`);
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expect(page.getByRole('heading', { name: 'Authorize Driftwatch' })).toBeVisible();
  await page.getByRole('button', { name: 'Authorize octocat' }).click();
  await expect(page.getByText('Welcome, Mona Octocat!')).toBeVisible();
  await expect(page).toHaveURL(/\/setup$/);
});

test('Continue with GitHub on sign-in opens the existing account with the same address', async ({
  page,
  playwright,
}) => {
  const email = `linked-${unique()}@acme-e2e.io`;
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  await createReadyAccount(api, email, server.dataDir);
  await api.dispose();
  server.github.state.addAccount({
    login: 'linked-octo',
    emails: [{ email, primary: true, verified: true, visibility: null }],
  });
  await page.goto(`${server.baseURL}/signin`);
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await page.getByRole('button', { name: 'Authorize linked-octo' }).click();
  await expect(page.getByText('You are signed in. Taking you to Driftwatch...')).toBeVisible();
  // A returning account goes to its dashboard; a duplicate would have started the setup wizard.
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Cancel on GitHub comes back to a Sign-in Failed page that returns to sign in', async ({ page }) => {
  server.github.state.addAccount({
    login: 'changed-mind',
    emails: [{ email: `cancel-${unique()}@acme-e2e.io`, primary: true, verified: true, visibility: null }],
  });
  await page.goto(`${server.baseURL}/signin`);
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in Failed' })).toBeVisible();
  await expect(page.getByText('GitHub OAuth error: access_denied')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test('a server without GitHub credentials names the variables instead of offering the button', async ({
  page,
}) => {
  // The shared server has no GITHUB_CLIENT_ID.
  await page.goto('/signin');
  await expect(
    page.getByText(
      'GitHub sign-in is not configured on this server. Set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET to offer it.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with GitHub' })).toHaveCount(0);
});
