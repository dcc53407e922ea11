import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createReadyAccount, signUpByApi, useSession } from './support/accounts.js';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (item) => item.impact === 'serious' || item.impact === 'critical',
  );
  expect(
    serious.map(
      (item) => `${item.id}: ${item.help} (${item.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

test.describe('accessibility (axe): no serious or critical violations', () => {
  test('landing', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#pricing').getByRole('listitem', { name: /plan$/ })).toHaveCount(3);
    await expectNoSeriousViolations(page);
  });

  test('sign-in', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('sign-up, including its error state', async ({ page }) => {
    await page.goto('/signup');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter your full name')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('setup', async ({ page, request }) => {
    const account = await signUpByApi(request);
    await useSession(page, account.token);
    await page.goto('/setup');
    await expect(page.getByRole('heading', { name: 'Create your team' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('profile', async ({ page, request }) => {
    const account = await createReadyAccount(request);
    await useSession(page, account.token);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Account status' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('integrations, with the email dialog open', async ({ page, request }) => {
    const account = await createReadyAccount(request);
    await useSession(page, account.token);
    await page.goto('/integrations');
    await expect(page.getByRole('article', { name: 'Slack' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('article', { name: 'Email' }).getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('dialog', { name: 'Set up email alerts' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the signed-out connect screen', async ({ page }) => {
    await page.goto('/oauth/slack');
    await expect(page.getByRole('heading', { name: 'Enter your email to continue' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('billing, its three tabs', async ({ page, request }) => {
    const account = await createReadyAccount(request);
    await useSession(page, account.token);
    await page.goto('/billing');
    await expect(page.getByTestId('plan-card-team')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('tab', { name: 'Usage & Stats' }).click();
    await expect(page.getByText('Subscription Details')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('tab', { name: 'Billing History' }).click();
    await expect(page.getByText('No billing history available')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
