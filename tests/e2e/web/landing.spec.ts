import { expect, test } from '@playwright/test';

test.describe('landing and pricing', () => {
  test('shows the three public plans with their prices and limits', async ({ page, request }) => {
    const api = (await (await request.get('/api/plans/public')).json()) as {
      plans: { type: string; name: string; monthly_price_per_seat: number; popular: boolean }[];
    };
    expect(api.plans).toHaveLength(3);

    await page.goto('/');
    const pricing = page.locator('#pricing');
    await pricing.scrollIntoViewIfNeeded();
    const cards = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(3);
    for (const plan of api.plans) {
      const card = pricing.getByRole('listitem', { name: `${plan.name} plan` });
      await expect(card).toContainText(`$${Math.round(plan.monthly_price_per_seat / 100)}`);
      const button = plan.type === 'free' ? 'Get Started' : 'Start Free Trial';
      await expect(card.getByRole('link', { name: button })).toHaveAttribute('href', '/signup');
      await expect(card.getByText('Popular')).toHaveCount(plan.popular ? 1 : 0);
    }
    expect(api.plans.filter((plan) => plan.popular)).toHaveLength(1);
    await expect(pricing.getByText('PR drift checks').first()).toBeVisible();
  });

  test('Watch Demo scrolls to the walkthrough and plays it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    const demo = page.getByRole('figure', { name: 'Driftwatch product walkthrough' });
    await expect(demo).toBeInViewport();
    await expect(demo.getByText(/^1\/4 · A pull request renames a public function\./)).toBeVisible();
    await expect(demo.getByText(/^2\/4 · /)).toBeVisible({ timeout: 8_000 });
    await demo.getByRole('button', { name: 'Pause walkthrough' }).click();
    await expect(demo.getByRole('button', { name: 'Play walkthrough' })).toBeVisible();
  });

  test('has the landing sections and calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Pull-request comment')).toBeVisible();
    await expect(page.getByText('Chat daily scan')).toBeVisible();
    for (const severity of ['Critical', 'Warning', 'Info']) {
      await expect(page.getByText(severity, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Pull-request-aware drift checks' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'API and interface diffs' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Actionable alerts' })).toBeVisible();
    await expect(page.getByText('Security and privacy')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
