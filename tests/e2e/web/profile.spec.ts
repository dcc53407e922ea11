import { expect, test } from '@playwright/test';
import { createReadyAccount, useSession } from './support/accounts.js';
import { toasts } from './support/toasts.js';

test('profile: update the name, then change the password by the rules', async ({ page, request }) => {
  const account = await createReadyAccount(request);
  await useSession(page, account.token);
  await page.goto('/profile');

  const name = page.getByRole('textbox', { name: 'Full name' });
  await name.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // A typing problem is shown once, next to its field, never again as a toast.
  await expect(page.getByText('Please enter your name')).toHaveCount(1);
  await expect(toasts(page).getByText('Name required')).toHaveCount(0);
  await name.fill('Grace Brewster Hopper');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Brewster Hopper');

  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password too short')).toHaveCount(1);
  await expect(toasts(page).getByText('Password too short')).toHaveCount(0);

  await page.getByLabel('New password', { exact: true }).fill('a-much-longer-password');
  await page.getByLabel('Confirm new password').fill('a-different-password');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText("Passwords don't match")).toHaveCount(1);

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('Confirm new password').fill('a-much-longer-password');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(toasts(page).getByText('Password change failed')).toBeVisible();

  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(toasts(page).getByText('Password updated')).toBeVisible();
  const signin = await request.post('/api/auth/signin', {
    data: { email: account.email, password: 'a-much-longer-password' },
  });
  expect(signin.status()).toBe(200);
});
