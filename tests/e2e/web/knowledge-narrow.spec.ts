import { expect, type Locator, type Page, request as requestFactory, test } from '@playwright/test';
import { blocks, text } from '../../../apps/server/test/support/fakes/notion/notion-objects.js';
import { createReadyAccount, useSession } from './support/accounts.js';
import {
  type NotionConfiguredServer,
  startNotionConfiguredServer,
} from './support/notion-configured-server.js';
import { connectScannedSample } from './support/sample-repository.js';
import { toasts } from './support/toasts.js';

const phone = { width: 390, height: 844 };

let server: NotionConfiguredServer;

test.beforeAll(async () => {
  server = await startNotionConfiguredServer();
  // Enough pages that a first sync, at Notion's three requests a second, takes a few seconds.
  for (let index = 1; index <= 8; index += 1)
    server.notion.state.addPage(`Pricing chapter ${index} with a title long enough to need cutting short`, [
      blocks.paragraph('Check a code with ', text('isKnownDiscountCode(code, region)', { code: true }), '.'),
    ]);
});

test.afterAll(async () => {
  await server?.close();
});

/** Nothing is wider than the screen: no sideways scrolling, no control cut off at the right edge. */
async function expectFitsScreen(page: Page, controls: Locator[]): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box, String(control)).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= phone.width, String(control)).toBe(
      true,
    );
  }
}

test('the Knowledge Hub and the Add-external-docs dialog work at 390 px, and a sync shows its page count live', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const api = await requestFactory.newContext({ baseURL: server.baseURL });
  const account = await createReadyAccount(api, undefined, server.dataDir);
  await connectScannedSample(api, account.token);
  await useSession(page, account.token);
  await page.setViewportSize(phone);

  await page.goto(`${server.baseURL}/knowledge`);
  const tabs = page.getByRole('tablist', { name: 'Documentation providers' });
  await expectFitsScreen(page, [
    tabs.getByRole('tab', { name: /Notion/ }),
    tabs.getByRole('tab', { name: /Confluence/ }),
    tabs.getByRole('tab', { name: /SharePoint/ }),
    page.getByRole('button', { name: 'Connect Notion' }),
  ]);
  await page.getByRole('button', { name: 'Connect Notion' }).click();
  await expect(page.getByText(/Notion connected/).first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`${server.baseURL}/repositories`);
  await page.getByRole('button', { name: 'Add docs' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add external docs' });
  await dialog.getByRole('button', { name: 'Select Notion' }).click();
  await expect(dialog.getByText('0 of 8 selected')).toBeVisible();
  for (let index = 1; index <= 8; index += 1) await dialog.getByLabel(`Pricing chapter ${index} `).check();
  const create = dialog.getByRole('button', { name: 'Create & Link' });
  await expectFitsScreen(page, [
    dialog,
    dialog.getByLabel('Name'),
    dialog.getByText('8 of 8 selected'),
    dialog.getByRole('button', { name: 'Back' }),
  ]);
  await create.scrollIntoViewIfNeeded();
  await expectFitsScreen(page, [create]);
  await create.click();
  await expect(toasts(page).getByText('Docs added')).toBeVisible();

  await page.goto(`${server.baseURL}/knowledge`);
  const card = page.getByRole('article', { name: 'acme-orders docs' });
  const scan = card.getByRole('button', { name: 'Scan' });
  await expectFitsScreen(page, [
    card,
    scan,
    card.getByRole('button', { name: 'Repositories' }),
    card.getByRole('button', { name: 'Edit' }),
    card.getByRole('button', { name: 'Notifications' }),
    card.getByRole('button', { name: 'Delete acme-orders docs' }),
  ]);
  await scan.click();
  await expect(card.getByRole('button', { name: /^Syncing \d of 8 pages…$/ })).toBeVisible();
  await expect(toasts(page).getByText('Scan completed')).toBeVisible({ timeout: 120_000 });
  await expect(card.getByRole('button', { name: 'Scan' })).toBeEnabled();
  await expectFitsScreen(page, [card, card.getByText('Synced')]);
  await api.dispose();
});
