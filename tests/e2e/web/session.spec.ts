import { expect, test } from '@playwright/test';
import { createReadyAccount, useSession } from './support/accounts.js';
import { toasts } from './support/toasts.js';

test('a token revoked on the server returns the user to sign-in', async ({ page, request }) => {
  const account = await createReadyAccount(request);
  await useSession(page, account.token);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();

  const revoked = await request.post('/api/auth/signout', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(revoked.status()).toBeLessThan(300);

  // The next API call answers 401: the token is dropped and the user is sent to sign in.
  await page.getByRole('textbox', { name: 'Full name' }).fill('Grace B. Hopper');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(toasts(page).getByText('Your session has expired. Please sign in again.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
});

test('Sign Out from the user menu ends the session and goes home', async ({ page, request }) => {
  const account = await createReadyAccount(request);
  await useSession(page, account.token);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText('You have been successfully signed out.')).toBeVisible();
  const profile = await request.get('/api/user/profile', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(profile.status()).toBe(401);
});
