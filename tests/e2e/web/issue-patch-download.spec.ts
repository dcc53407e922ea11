import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createReadyAccount, useSession } from './support/accounts.js';
import { connectScannedSample } from './support/sample-repository.js';

interface IssueRow {
  id: string;
  key: string;
}

test('issue patch: shown as a coloured diff with Download, only on issues with a certain fix', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createReadyAccount(request);
  await connectScannedSample(request, account.token);
  const headers = { Authorization: `Bearer ${account.token}` };
  const rows = (
    (await (await request.get('/api/drift-issues?limit=200', { headers })).json()) as {
      data: IssueRow[];
    }
  ).data;
  const details = await Promise.all(
    rows.map(
      async (row) =>
        (
          (await (await request.get(`/api/drift-issues/${row.id}`, { headers })).json()) as {
            data: { key: string; patch: string | null };
          }
        ).data,
    ),
  );
  const withPatch = details.find((issue) => issue.patch);
  const without = details.find((issue) => !issue.patch);
  if (!withPatch?.patch || !without)
    throw new Error('The sample should give issues with and without a patch');

  await useSession(page, account.token);
  await page.goto(`/drift-issues/${withPatch.key}`);
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Patch', exact: true }) });
  await expect(card.locator('[data-kind="removed"]')).toHaveCount(1);
  await expect(card.locator('[data-kind="added"]')).toHaveCount(1);
  // Added and removed lines are told apart by colour, not only by their + and -.
  const added = await card
    .locator('[data-kind="added"]')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const removed = await card
    .locator('[data-kind="removed"]')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(added).not.toBe(removed);
  expect(await card.locator('[data-kind="added"]').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
    /mono/i,
  );

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`driftwatch-${withPatch.key}.patch`);
  expect(await readFile(await download.path(), 'utf8')).toBe(withPatch.patch);

  await page.goto(`/drift-issues/${without.key}`);
  await expect(page.getByRole('heading', { name: 'Issue Summary' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Patch', exact: true })).toHaveCount(0);
});
