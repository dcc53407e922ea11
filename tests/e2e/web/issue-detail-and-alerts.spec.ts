import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createReadyAccount, useSession } from './support/accounts.js';
import { connectScannedSample } from './support/sample-repository.js';
import { toasts } from './support/toasts.js';

/** The key (DRIFT-n) of the sample issue about this identifier. */
async function issueKeyFor(request: APIRequestContext, token: string, identifier: string): Promise<string> {
  const response = await request.get(`/api/drift-issues?search=${encodeURIComponent(identifier)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: Array<{ id: string; key: string }> };
  // List rows carry what the list shows; the identifier is in each issue's detail.
  const details = await Promise.all(
    data.map(async (row) => {
      const detail = await request.get(`/api/drift-issues/${row.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await detail.json()) as { data: { key: string; metadata: { identifier: string | null } } })
        .data;
    }),
  );
  const issue = details.find((candidate) => candidate.metadata.identifier === identifier);
  if (!issue) throw new Error(`No sample issue about ${identifier}`);
  return issue.key;
}

/** Set POLISH_SHOTS=<dir> to save the screenshots of the screens these checks cover. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.POLISH_SHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}

test('drift issue detail: the suggested fix in words, and the concerns of a removed route in the diff', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createReadyAccount(request);
  await connectScannedSample(request, account.token);
  await useSession(page, account.token);

  // The endpoint whose method changed: the fix reads as a sentence with the line before and after.
  await page.goto(
    `/drift-issues/${await issueKeyFor(request, account.token, 'PUT /api/v1/orders/:orderId')}`,
  );
  const suggestions = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Suggestions' }) });
  const fix = suggestions.getByRole('region', { name: 'Suggested fix' });
  await expect(fix.getByText('Change PUT to PATCH', { exact: true })).toBeVisible();
  await expect(fix.getByText('docs/api.md line 54')).toBeVisible();
  await expect(fix.getByText('PATCH /api/v1/orders/:orderId')).toBeVisible();
  await expect(suggestions).not.toContainText('{');
  await expect(suggestions).not.toContainText('doc_path');
  await fix.scrollIntoViewIfNeeded();
  await shot(page, 'polish-01-suggestions');

  // A removed route has no code location; the diff still opens on the files that concern it.
  await page.goto(`/drift-issues/${await issueKeyFor(request, account.token, 'GET /admin/stats')}`);
  await page.getByRole('button', { name: 'View Diff' }).click();
  const diff = page.getByRole('dialog', { name: /Code changes for DRIFT-/ });
  await expect(diff.getByRole('tab', { name: 'Concerns (2)' })).toHaveAttribute('aria-selected', 'true');
  const files = diff.getByRole('list', { name: 'Changed files' });
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await expect(files).toContainText('src/app.ts');
  await expect(files).toContainText('src/routes/ops.ts');
  await files.getByText('src/routes/ops.ts').click();
  await expect(diff.getByText('CONCERN', { exact: true })).toHaveCount(2);
  await shot(page, 'polish-02-diff-concerns');
});

test('Add Alert: a validation problem shows once, in the dialog, and never as a toast', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createReadyAccount(request);
  await connectScannedSample(request, account.token);
  await useSession(page, account.token);
  await page.goto('/repositories');
  const card = page.getByRole('article').filter({ hasText: 'samples/acme-orders' });
  await card.getByRole('button', { name: 'Add Alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Alert' });
  await dialog.getByRole('button', { name: 'Add Alert' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Missing Information');
  await expect(dialog.getByRole('alert')).toContainText('Please enter a target for notifications.');
  await expect(page.getByText('Missing Information')).toHaveCount(1);
  await expect(page.getByText('Please enter a target for notifications.')).toHaveCount(1);
  await expect(toasts(page).getByText('Missing Information')).toHaveCount(0);
  if (process.env.POLISH_SHOTS)
    await page.screenshot({ path: join(process.env.POLISH_SHOTS, 'polish-03-add-alert.png') });

  await dialog.getByLabel('Email addresses').fill('docs@acme-e2e.io');
  for (const name of ['Drift detected', 'Scan completed', 'Scan failed']) {
    await dialog.getByRole('checkbox', { name }).click();
  }
  await dialog.getByRole('button', { name: 'Add Alert' }).click();
  await expect(dialog.getByRole('alert')).toContainText('No Events Selected');
  await expect(page.getByText('No Events Selected')).toHaveCount(1);
  await expect(toasts(page).getByText('No Events Selected')).toHaveCount(0);
});
