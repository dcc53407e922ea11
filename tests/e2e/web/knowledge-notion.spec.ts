import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, request as requestFactory, test } from '@playwright/test';
import { blocks, text } from '../../../apps/server/test/support/fakes/notion/notion-objects.js';
import { createReadyAccount, useSession } from './support/accounts.js';
import {
  type NotionConfiguredServer,
  startNotionConfiguredServer,
} from './support/notion-configured-server.js';
import { connectScannedSample } from './support/sample-repository.js';
import { toasts } from './support/toasts.js';

/**
 * Serious or critical axe findings (WCAG 2.1 A/AA) on the page, or only inside `within` (an open
 * dialog: the page behind its dimming overlay is inert and would fail contrast only because of it).
 */
async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((item) => item.impact === 'serious' || item.impact === 'critical')
    .map((item) => `${item.id}: ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

// Its own Driftwatch server, with Notion pointed at a local fake that approves the connection at once.
let server: NotionConfiguredServer;

test.beforeAll(async () => {
  server = await startNotionConfiguredServer();
  // Pages that describe the sample's code, with calls that no longer match it.
  server.notion.state.addPage('Pricing guide', [
    blocks.heading(1, 'Discount codes'),
    blocks.paragraph(
      'Check a code with ',
      text('isKnownDiscountCode(code, region)', { code: true }),
      ' first.',
    ),
  ]);
  server.notion.state.addPage('Invoices', [
    blocks.heading(2, 'Rendering'),
    blocks.paragraph(
      'Call ',
      text('renderInvoice(order, locale, currency)', { code: true }),
      ' to print one.',
    ),
  ]);
  server.notion.state.addPage('Team notes', [blocks.paragraph('Nothing about the code here.')]);
});

test.afterAll(async () => {
  await server?.close();
});

test('connect Notion, create a two-page source linked to the sample, scan it and open an external docs issue', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const api = await requestFactory.newContext({ baseURL: server.baseURL });
  const account = await createReadyAccount(api, undefined, server.dataDir);
  await connectScannedSample(api, account.token);
  await useSession(page, account.token);

  await page.goto(`${server.baseURL}/knowledge`);
  await page.getByRole('button', { name: 'Connect Notion' }).click();
  await expect(page.getByText(/Notion connected/).first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`${server.baseURL}/repositories`);
  await page.getByRole('button', { name: 'Add docs' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add external docs' });
  await dialog.getByRole('button', { name: 'Select Notion' }).click();
  await expect(dialog.getByText('0 of 3 selected')).toBeVisible();
  const create = dialog.getByRole('button', { name: 'Create & Link' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Pricing guide').check();
  await dialog.getByLabel('Invoices').check();
  await expect(dialog.getByText('2 of 3 selected')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await create.click();
  await expect(toasts(page).getByText('Docs added')).toBeVisible();
  await page.getByRole('button', { name: /External docs 2 pages/ }).click();
  await expect(page.getByRole('button', { name: /^acme-orders docs/ })).toBeVisible();

  await page.goto(`${server.baseURL}/knowledge`);
  const card = page.getByRole('article', { name: 'acme-orders docs' });
  await expect(card.getByText('samples/acme-orders')).toBeVisible();
  await card.getByRole('button', { name: 'Scan' }).click();
  await expect(toasts(page).getByText('Scan completed')).toBeVisible({ timeout: 120_000 });
  await expect(toasts(page).getByText(/1 repository checked · [1-9]\d* open issues?/)).toBeVisible();
  await expect(card.getByText('Synced')).toBeVisible();
  await expect(card.getByText('Pricing guide')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${server.baseURL}/dashboard`);
  await page
    .getByRole('link', { name: /isKnownDiscountCode|renderInvoice/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'View Documentation' })).toHaveAttribute(
    'href',
    /#[0-9a-f]{32}$/,
  );
  await expect(page.getByRole('button', { name: 'View Diff' })).toHaveCount(0);
  await expect(page.getByText(/Notion page ID/)).toBeVisible();
  await api.dispose();
});
