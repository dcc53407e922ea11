import { expect, test } from '@playwright/test';
import { createReadyAccount, signUpByApi, useSession } from './support/accounts.js';

// Every page of the app (apps/web/src/app/router.tsx), row by row: who may open it, where others go.

const signedInArea: [path: string, heading: string][] = [
  ['/dashboard', 'Dashboard'],
  ['/drift-issues', 'Dashboard'],
  ['/teams', 'Team Management'],
  ['/integrations', 'Integrations'],
  ['/flows', 'Monitoring Workflows'],
  ['/knowledge', 'Knowledge Hub'],
  ['/repositories', 'Repositories'],
  ['/monitoring', 'Monitoring'],
  ['/billing', 'Billing'],
  ['/profile', 'Profile'],
];

const oauthCallbacks = [
  '/oauth-flow',
  '/oauth',
  '/auth/github',
  '/auth/gitlab',
  '/auth/bitbucket',
  '/auth/slack',
  '/auth/linear',
  '/auth/notion',
];

test.describe('signed out', () => {
  test('public pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('documentation drift');
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    for (const path of ['/password-setup', '/setup-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Invalid Setup Link' })).toBeVisible();
    }
    await page.goto('/password-setup?token=abc');
    await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
  });

  test('the signed-in area, /setup and /install/github send visitors to /signin', async ({ page }) => {
    for (const path of [
      ...signedInArea.map(([route]) => route),
      '/dashboard/abc',
      '/drift-issues/abc',
      '/setup',
      '/install/github',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/signin$/);
    }
  });

  test('/sources and /monitor redirect to /monitoring', async ({ page }) => {
    for (const path of ['/sources', '/monitor']) {
      await page.goto(path);
      // Signed out, /monitoring itself then asks for sign-in.
      await expect(page).toHaveURL(/\/signin$/);
    }
  });

  test('the OAuth landing', async ({ page }) => {
    for (const path of oauthCallbacks) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Invalid OAuth Flow' }), path).toBeVisible();
      await expect(page.getByText('No integration specified')).toBeVisible();
      await page.goto(`${path}?error=access_denied`);
      await expect(page, path).toHaveURL(/\/signin\?error=access_denied$/);
    }
    await page.goto('/oauth/slack?error=no_code');
    await expect(page.getByRole('heading', { name: 'Connection Failed' })).toBeVisible();
    await expect(page.getByText('OAuth authorization was cancelled or failed.')).toBeVisible();
    await page.goto('/oauth-flow?source=integrations&error=invalid_state');
    // A connect failure goes back to the screen the flow started from, which asks a visitor to sign in.
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('the Google callback without code or state reports it and returns to /signin', async ({ page }) => {
    await page.goto('/auth/google/callback');
    await expect(page.getByRole('heading', { name: 'Sign-in Failed' })).toBeVisible();
    await expect(page.getByText('Missing authorization code or state parameter')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/, { timeout: 6_000 });
    await page.goto('/auth/google/callback?error=access_denied');
    await expect(page.getByText('Google OAuth error: access_denied')).toBeVisible();
  });

  test('an unknown invitation shows Invalid Invitation', async ({ page }) => {
    await page.goto('/invite/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
    await expect(page.getByText('This invitation is invalid or has expired')).toBeVisible();
  });

  test('any other path shows the not-found page with a link home', async ({ page }) => {
    const response = await page.goto('/there/is/no/such/page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('signed in', () => {
  test('every signed-in route renders its screen', async ({ page, request }) => {
    const account = await createReadyAccount(request);
    await useSession(page, account.token);
    for (const [path, heading] of signedInArea) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: heading, exact: true }), path).toBeVisible();
    }
    for (const path of ['/dashboard/abc12345-issue', '/drift-issues/abc12345-issue']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('abc12345');
    }
  });

  test('/, /signin and /signup redirect to /dashboard; /sources and /monitor to /monitoring', async ({
    page,
    request,
  }) => {
    const account = await createReadyAccount(request);
    await useSession(page, account.token);
    for (const path of ['/', '/signin', '/signup']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/dashboard$/);
    }
    for (const path of ['/sources', '/monitor']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/monitoring$/);
      const monitoring = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Monitoring' });
      await expect(monitoring).toHaveAttribute('aria-current', 'page');
    }
  });

  test('users whose setup is not done are sent to /setup', async ({ page, request }) => {
    const account = await signUpByApi(request);
    await useSession(page, account.token);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/setup$/);
    await expect(page.getByRole('heading', { name: 'Create your team' })).toBeVisible();
  });

  test('/install/github without installation_id reports it with Back to setup', async ({ page, request }) => {
    const account = await signUpByApi(request);
    await useSession(page, account.token);
    await page.goto('/install/github');
    await expect(page.getByText('Missing installation_id in callback URL.')).toBeVisible();
    await page.getByRole('button', { name: 'Back to setup' }).click();
    await expect(page).toHaveURL(/\/setup$/);
  });
});
