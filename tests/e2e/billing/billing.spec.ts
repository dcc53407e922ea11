import { expect, test } from '@playwright/test';
import { createReadyAccount, setSeats, uniqueEmail, useSession } from '../web/support/accounts.js';
import { linkFromOutbox } from '../web/support/outbox.js';
import { toasts } from '../web/support/toasts.js';
import { type BillingServer, startBillingServer } from './start-billing-server.js';

const port = 44000 + Math.floor(Math.random() * 1000);
const billingUrl = `http://127.0.0.1:${port}`;

test.describe('billing with Stripe (a local fake)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: billingUrl });
  let server: BillingServer;

  test.beforeAll(async () => {
    server = await startBillingServer(port);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('an owner upgrades through checkout, changes seats, sees invoices and cancels', async ({
    page,
    request,
  }) => {
    const owner = await createReadyAccount(request, undefined, server.dataDir);
    await useSession(page, owner.token);
    await page.goto('/billing');
    await expect(page.getByRole('tab', { name: 'Plans & Pricing' })).toBeVisible();
    await expect(page.getByTestId('plan-card-team').getByText('Current', { exact: true })).toBeVisible();
    await expect(page.getByTestId('plan-card-free')).toHaveCount(0);
    await expect(page.getByText('Popular', { exact: true })).toHaveCount(1);
    await expect(page.getByTestId('plan-card-team')).toContainText('PR drift checks');

    await page
      .getByRole('group', { name: 'Billing interval' })
      .getByRole('button', { name: 'Annual' })
      .click();
    await expect(page.getByText(/^Save \d+%$/)).toBeVisible();
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Pro' });
    await expect(dialog.getByText(/Final pricing.*computed at checkout/)).toBeVisible();
    await dialog.getByLabel('Seats').fill('2');
    await dialog.getByRole('button', { name: 'Continue to checkout' }).click();

    await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Payment successful')).toBeVisible();
    await expect(page).toHaveURL(`${billingUrl}/billing`);
    await expect(page.getByTestId('plan-card-pro').getByText('Current', { exact: true })).toBeVisible();
    await expect(page.getByText(/2 seats, billed annually/)).toBeVisible();
    await page.screenshot({ path: 'test-results/billing-plans-1280.png', fullPage: true });

    await page.getByRole('button', { name: 'Manage Seats' }).click();
    const seats = page.getByRole('dialog', { name: 'Manage Seats' });
    await expect(seats.getByRole('button', { name: 'Update Seats' })).toBeDisabled();
    await seats.getByLabel('Number of seats').fill('3');
    await seats.getByRole('button', { name: 'Update Seats' }).click();
    await expect(toasts(page).getByText('Your plan now has 3 seats.')).toBeVisible();
    await expect(page.getByText(/3 seats, billed annually/)).toBeVisible();

    await page.getByRole('tab', { name: 'Usage & Stats' }).click();
    await expect(page.getByText('Monthly Usage')).toBeVisible();
    await expect(page.getByText('Team & Seats')).toBeVisible();
    await expect(page.getByText('Subscription Details')).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Pull requests analysed per day in this billing period' }),
    ).toBeVisible();
    await expect(page.getByText(/^Trial active$/)).toBeVisible();
    await page.screenshot({ path: 'test-results/billing-usage-1280.png', fullPage: true });

    await page.getByRole('tab', { name: 'Billing History' }).click();
    await expect(page.getByText('Recent Invoices')).toBeVisible();
    await expect(page.getByText('DW-0001')).toBeVisible();

    await page.getByRole('tab', { name: 'Plans & Pricing' }).click();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to cancel your subscription? You will be moved to the free plan.',
    );
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(toasts(page).getByText(/Your plan stays until/)).toBeVisible();
    await expect(
      page.getByText(/Your plan stays until .+, then you will be moved to the free plan\./).first(),
    ).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('plan-card-pro')).toBeVisible();
    await page.screenshot({ path: 'test-results/billing-plans-390.png', fullPage: true });
    await page.getByRole('tab', { name: 'Usage & Stats' }).click();
    await expect(page.getByText('Subscription Details')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/billing-usage-390.png', fullPage: true });
  });

  test('a checkout left unfinished comes back to the canceled notice', async ({ page, request }) => {
    const owner = await createReadyAccount(request, undefined, server.dataDir);
    await useSession(page, owner.token);
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue to checkout' }).click();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByText('Checkout canceled')).toBeVisible();
    await expect(page).toHaveURL(`${billingUrl}/billing`);
  });

  test('a member sees the Team Member notice and Contact Team Admin', async ({ page, request }) => {
    const owner = await createReadyAccount(request, undefined, server.dataDir);
    await setSeats(request, owner.token, 2);
    const headers = { Authorization: `Bearer ${owner.token}` };
    const organizations = (await (await request.get('/api/teams/organizations', { headers })).json()) as {
      organizations: Array<{ id: string }>;
    };
    const email = uniqueEmail('member');
    const invited = await request.post(
      `/api/teams/organizations/${organizations.organizations[0]?.id}/invite`,
      {
        headers,
        data: { email, role: 'member' },
      },
    );
    const invitationToken = ((await invited.json()) as { invitation: { token: string } }).invitation.token;
    const signup = await request.post('/api/auth/signup', {
      data: {
        name: 'Mia Member',
        email,
        password: 'member-password',
        confirmPassword: 'member-password',
        invitationToken,
      },
    });
    expect(signup.status(), await signup.text()).toBe(202);
    const link = await linkFromOutbox(email, /^\/verify-email$/, server.dataDir);
    const confirmed = await request.post('/api/auth/verify-email', {
      data: { token: link.searchParams.get('token') },
    });
    const member = (await confirmed.json()) as { token: string };
    await useSession(page, member.token);
    await page.goto('/billing');
    await expect(page.getByText('Team Member')).toBeVisible();
    await expect(page.getByText(/managed by your team administrators/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact Team Admin' }).first()).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Manage Seats' })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/billing-member-390.png', fullPage: true });
  });
});

test.describe('billing on a server without Stripe', () => {
  test('shows usage and says billing is not enabled, naming the variables', async ({ page, request }) => {
    const owner = await createReadyAccount(request);
    await useSession(page, owner.token);
    await page.goto('/billing');
    await expect(page.getByText('Billing is not enabled on this server')).toBeVisible();
    await expect(page.getByText(/STRIPE_SECRET_KEY/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeDisabled();
    await page.getByRole('tab', { name: 'Usage & Stats' }).click();
    await expect(page.getByText('PRs analysed (unlimited)')).toBeVisible();
    await page.screenshot({ path: 'test-results/billing-self-hosted-1280.png', fullPage: true });
  });
});
