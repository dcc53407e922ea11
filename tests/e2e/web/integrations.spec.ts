import { expect, type Page, test } from '@playwright/test';
import { createReadyAccount, useSession } from './support/accounts.js';
import { toasts } from './support/toasts.js';

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('a provider this server has no settings for says what to set on its card, and email connects', async ({
  page,
  request,
}) => {
  const account = await createReadyAccount(request);
  await useSession(page, account.token);
  await page.goto('/integrations');

  await expect(page.getByRole('heading', { name: 'Integrations', exact: true })).toBeVisible();
  await expect(page.getByText(/0 integrations connected/)).toBeVisible();
  await expect(
    page.getByText(
      'GitHub App not configured on this server. Set GITHUB_APP_ID, GITHUB_APP_PRIVATE_KEY, GITHUB_APP_WEBHOOK_SECRET, GITHUB_APP_SLUG',
    ),
  ).toBeVisible();
  for (const group of ['Documentation Sources', 'Notifications', 'Project Management']) {
    await expect(page.getByRole('heading', { name: group })).toBeVisible();
  }
  // Slack is configured on this server (a local fake): its card offers to connect.
  await expect(card(page, 'Slack').getByRole('button', { name: 'Connect' })).toBeVisible();
  await expect(card(page, 'Linear').getByText(/Set LINEAR_CLIENT_ID, LINEAR_CLIENT_SECRET/)).toBeVisible();
  await expect(card(page, 'Notion').getByText(/Set NOTION_CLIENT_ID, NOTION_CLIENT_SECRET/)).toBeVisible();
  await expect(card(page, 'Jira').getByText('Coming Soon')).toBeVisible();
  await expect(card(page, 'Microsoft Teams').getByText(/connects by pasting a webhook URL/)).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/integrations-unconfigured-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const email = card(page, 'Email');
  await email.getByRole('button', { name: 'Connect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up email alerts' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a primary email address.')).toBeVisible();
  await dialog.getByLabel('Primary email').fill('alerts@acme-e2e.io');
  await dialog.getByLabel('Additional email 1').fill('ops@acme-e2e.io');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(email.getByText('Connected', { exact: true })).toBeVisible();
  await expect(email.getByText('Alerts go to alerts@acme-e2e.io, ops@acme-e2e.io')).toBeVisible();
  await expect(page.getByText(/1 integration connected/)).toBeVisible();

  await email.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect Email?' });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(toasts(page).getByText('Integration disconnected')).toBeVisible();
  await expect(email.getByRole('button', { name: 'Connect' })).toBeVisible();
  await expect(page.getByText(/0 integrations connected/)).toBeVisible();
});

test('a provider return with an error says Connection Failed and clears the address', async ({
  page,
  request,
}) => {
  const account = await createReadyAccount(request);
  await useSession(page, account.token);
  await page.goto('/repositories?error=token_exchange_failed');
  await expect(toasts(page).getByText('Connection Failed')).toBeVisible();
  await expect(
    toasts(page).getByText('Failed to exchange authorization code. Please try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/repositories$/);
});
