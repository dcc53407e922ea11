import { expect, test } from '@playwright/test';
import { createReadyAccount, useSession } from '../web/support/accounts.js';
import { type BillingServer, startBillingServer } from './start-billing-server.js';

const port = 45000 + Math.floor(Math.random() * 1000);
const billingUrl = `http://127.0.0.1:${port}`;

test.describe('a failed payment past its grace period (a local fake Stripe)', () => {
  test.use({ baseURL: billingUrl });
  let server: BillingServer;

  test.beforeAll(async () => {
    // No grace: the first failed renewal is already past it.
    server = await startBillingServer(port, { BILLING_GRACE_DAYS: '0' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('suspends the organization: the Teams screen shows the banner and freezes the team', async ({
    page,
    request,
  }) => {
    const owner = await createReadyAccount(request, undefined, server.dataDir);
    await useSession(page, owner.token);
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue to checkout' }).click();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Payment successful')).toBeVisible();

    await page.goto('/teams');
    await expect(page.getByRole('heading', { name: 'Team Management', level: 1 })).toBeVisible();
    await expect(page.getByText('This organization is suspended')).toBeHidden();

    const [subscription] = [...server.stripe.subscriptions.values()];
    if (!subscription) throw new Error('The checkout made no subscription');
    await server.stripe.failPayment(subscription.id);
    expect(server.stripe.deliveries.filter((delivery) => delivery.type === 'invoice.payment_failed')).toEqual(
      [expect.objectContaining({ status: 200 })],
    );

    await page.reload();
    const banner = page.getByRole('alert').filter({ hasText: 'This organization is suspended' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Resolve Payment Issues' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await expect(banner.getByRole('button', { name: 'Contact Support' })).toBeEnabled();
    await expect(page.getByRole('button', { name: /Send Invites/ })).toBeDisabled();
    await expect(page.getByLabel(`Seat for ${owner.email}`)).toBeDisabled();

    // Paying the open invoice lifts it.
    await server.stripe.payOpenInvoice(subscription.id);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Team Management', level: 1 })).toBeVisible();
    await expect(page.getByText('This organization is suspended')).toBeHidden();
  });
});
