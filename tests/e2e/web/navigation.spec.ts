import { expect, test } from '@playwright/test';
import { createReadyAccount, useSession } from './support/accounts.js';

test('visitors see Sign In and Get Started, except on the sign-in and sign-up pages', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await page.goto('/signin');
  await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Feedback' })).toBeVisible();
});

test('signed-in navigation, user menu and the phone-sized menu', async ({ page, request }) => {
  const account = await createReadyAccount(request);
  await useSession(page, account.token);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Dashboard', 'Integrations', 'Monitoring']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // The account owner may manage the team and billing.
  await page.getByRole('button', { name: /Account menu/ }).click();
  for (const name of ['Profile', 'Teams', 'Billing', 'Sign Out']) {
    await expect(page.getByRole('menuitem', { name })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  for (const name of ['Dashboard', 'Integrations', 'Monitoring', 'Profile', 'Teams', 'Billing']) {
    await expect(sheet.getByRole('link', { name })).toBeVisible();
  }
  await sheet.getByRole('link', { name: 'Monitoring' }).click();
  await expect(page).toHaveURL(/\/monitoring$/);
  await expect(sheet).toBeHidden();
});
