import { expect, request as requestFactory, test } from '@playwright/test';
import { storage } from '../../../apps/server/test/support/fakes/confluence/confluence-objects.js';
import { createReadyAccount, useSession } from './support/accounts.js';
import {
  type ConfluenceConfiguredServer,
  startConfluenceConfiguredServer,
} from './support/confluence-configured-server.js';
import { connectScannedSample } from './support/sample-repository.js';
import { toasts } from './support/toasts.js';

// Its own Driftwatch server, with Atlassian pointed at a local fake that approves the connection at once.
let server: ConfluenceConfiguredServer;

test.beforeAll(async () => {
  server = await startConfluenceConfiguredServer();
  const { state } = server.confluence;
  const space = state.addSpace('ENG', 'Engineering');
  state.addSpace('HR', 'People');
  // Pages that describe the sample's code, with calls that no longer match it.
  state.addPage(
    space,
    'Pricing guide',
    `${storage.heading(1, 'Discount codes')}${storage.paragraph('Check a code with <code>isKnownDiscountCode(code, region)</code> first.')}`,
  );
  state.addPage(
    space,
    'Invoices',
    `${storage.heading(2, 'Rendering')}${storage.code('typescript', 'renderInvoice(order, locale, currency);')}${storage.paragraph('Call <code>renderInvoice(order, locale, currency)</code> to print one.')}`,
  );
  state.addPage(space, 'Team notes', storage.paragraph('Nothing about the code here.'));
});

test.afterAll(async () => {
  await server?.close();
});

test('connect Confluence, create a two-page source linked to the sample, scan it and open an external docs issue', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const api = await requestFactory.newContext({ baseURL: server.baseURL });
  const account = await createReadyAccount(api, undefined, server.dataDir);
  await connectScannedSample(api, account.token);
  await useSession(page, account.token);

  await page.goto(`${server.baseURL}/knowledge`);
  await page.getByRole('tab', { name: 'Confluence' }).click();
  await page.getByRole('button', { name: 'Connect Confluence' }).click();
  await expect(page.getByText(/Confluence connected · fake-site/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`${server.baseURL}/repositories`);
  await page.getByRole('button', { name: 'Add docs' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add external docs' });
  await expect(dialog.getByText('Coming soon')).toBeVisible();
  await dialog.getByRole('button', { name: 'Select Confluence' }).click();
  await expect(dialog.getByLabel('Space')).toHaveValue(/\d+/);
  await expect(dialog.getByText('0 of 3 selected')).toBeVisible();
  const create = dialog.getByRole('button', { name: 'Create & Link' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Pricing guide').check();
  await dialog.getByLabel('Invoices').check();
  await expect(dialog.getByText('2 of 3 selected')).toBeVisible();
  await create.click();
  await expect(toasts(page).getByText('Docs added')).toBeVisible();
  await page.getByRole('button', { name: /External docs 2 pages/ }).click();
  await expect(page.getByRole('button', { name: /^acme-orders docs/ })).toBeVisible();

  await page.goto(`${server.baseURL}/knowledge`);
  await page.getByRole('tab', { name: 'Confluence' }).click();
  const card = page.getByRole('article', { name: 'acme-orders docs' });
  await expect(card.getByText('samples/acme-orders')).toBeVisible();
  await card.getByRole('button', { name: 'Scan' }).click();
  await expect(toasts(page).getByText('Scan completed')).toBeVisible({ timeout: 120_000 });
  await expect(toasts(page).getByText(/1 repository checked · [1-9]\d* open issues?/)).toBeVisible();
  await expect(card.getByText('Synced')).toBeVisible();
  await expect(card.getByText('Pricing guide')).toBeVisible();

  await page.goto(`${server.baseURL}/dashboard`);
  await page
    .getByRole('link', { name: /isKnownDiscountCode|renderInvoice/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'View Documentation' })).toHaveAttribute(
    'href',
    new RegExp(`^${server.confluence.url}/wiki/spaces/ENG/pages/\\d+/[^#]+#(Discount-codes|Rendering)$`),
  );
  await expect(page.getByRole('button', { name: 'View Diff' })).toHaveCount(0);
  await expect(page.getByText(/Notion page ID/)).toHaveCount(0);
  await api.dispose();
});
