import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { dismissEarlyPreview, uniqueEmail } from '../web/support/accounts.js';
import { linkFromOutbox } from '../web/support/outbox.js';
import { toasts } from '../web/support/toasts.js';

/** Set CORE_SHOTS=<dir> to save the screenshots the design review looks at. */
const shotsDir = process.env.CORE_SHOTS;
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!shotsDir) return;
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage });
}

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function signUpAndCreateTeam(page: Page): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  const email = uniqueEmail('core');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-password');
  await page.getByLabel('Confirm password').fill('secret-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const link = await linkFromOutbox(email, /^\/verify-email$/);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/setup$/);
  await dismissEarlyPreview(page);
  await page.getByRole('button', { name: 'Use suggestion' }).click();
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('heading', { name: 'Connect your code' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Go to Repositories' }).click();
  await expect(page).toHaveURL(/\/repositories$/);
}

test('sample repository, live scan, triage, diff, bulk ignore and CSV export', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpAndCreateTeam(page);

  // A newcomer's empty Repositories screen opens on the available tab (nothing connected) and offers the sample.
  await expect(page.getByRole('tab', { name: /Available Repositories/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: /New to Driftwatch/ })).toBeVisible();
  await shot(page, '01-repositories-empty');
  await page.getByRole('button', { name: 'Try the sample repository' }).click();
  await expect(toasts(page).getByText('Repository Connected')).toBeVisible();

  // The first scan finishes and the card changes through the live stream, without a reload.
  const card = page.getByRole('article').filter({ hasText: 'samples/acme-orders' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Drift Detected')).toBeVisible({ timeout: 120_000 });
  await expect(card.getByText('Never')).toHaveCount(0);
  await expect(card.getByRole('status')).toHaveCount(0);
  await shot(page, '02-repositories-with-sample');

  // Configuration dialog: four tabs.
  await card.getByRole('button', { name: 'Configure acme-orders' }).click();
  const config = page.getByRole('dialog', { name: /Configure acme-orders/ });
  for (const tab of ['File Mapping', 'Scan Schedule', 'Notifications', 'Metadata']) {
    await expect(config.getByRole('tab', { name: tab })).toBeVisible();
  }
  await shot(page, '03-configuration-dialog', false);
  await config.getByRole('tab', { name: 'Scan Schedule' }).click();
  await config.getByText('Custom', { exact: true }).click();
  await expect(config.getByLabel('Cron expression')).toBeVisible();
  await shot(page, '03b-configuration-schedule', false);
  await config.getByRole('button', { name: 'Cancel' }).click();

  // Add Alert validates the target, then adds an email channel.
  await card.getByRole('button', { name: 'Add Alert' }).click();
  const alert = page.getByRole('dialog', { name: 'Add Alert' });
  await alert.getByRole('button', { name: 'Add Alert' }).click();
  await expect(alert.getByRole('alert').getByText('Missing Information')).toBeVisible();
  await alert.getByLabel('Email addresses').fill('docs@acme-e2e.io');
  await shot(page, '04-add-alert-dialog', false);
  await alert.getByRole('button', { name: 'Add Alert' }).click();
  await expect(alert).toBeHidden();
  await expect(toasts(page).getByText('Alert Added Successfully!')).toBeVisible();
  await expect(card.getByRole('button', { name: /1 active alert,/ })).toBeVisible();

  // Dashboard: the sample's drift issues, the cards and the trend.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const rows = page.getByRole('table').locator('tbody').getByRole('row');
  await expect(rows.first()).toBeVisible();
  const issueCount = await rows.count();
  expect(issueCount).toBeGreaterThanOrEqual(3);
  // The trend is the server's daily history: every sample issue was found today and is still open.
  const trendSummary = `${issueCount} open now · ${issueCount} new · 0 resolved`;
  await expect(page.getByRole('heading', { name: 'Drift trend' })).toBeVisible();
  await expect(page.getByText(trendSummary)).toBeVisible();
  await page.getByRole('button', { name: '7d' }).click();
  await expect(page.getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(trendSummary)).toBeVisible();
  await shot(page, '05-dashboard');

  // Open an issue, read every tab, view the diff, resolve it.
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/drift-issues\/DRIFT-\d+$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Issues');
  await expect(page.getByRole('heading', { name: 'Issue Summary' })).toBeVisible();
  await shot(page, '06-issue-overview');
  for (const [tab, heading, name] of [
    ['Timeline', 'Alert History', '07-issue-timeline'],
    ['Code Changes', 'Analysis Details', '08-issue-code-changes'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await shot(page, name);
  }
  await page.getByRole('tab', { name: 'Activity' }).click();
  // Every issue's history starts with its detection by the scanner.
  await expect(page.getByRole('list', { name: 'Issue activity' })).toContainText(
    'Driftwatch scanner · Detected by the scan of commit',
  );
  await shot(page, '09-issue-activity');

  await page.getByRole('button', { name: 'View Diff' }).click();
  const diff = page.getByRole('dialog', { name: /Code changes for DRIFT-/ });
  await expect(diff.getByRole('tab', { name: /All Files \(\d+\)/ })).toBeVisible();
  await expect(diff.getByRole('tab', { name: /Concerns \(\d+\)/ })).toBeVisible();
  await diff.getByRole('tab', { name: /All Files/ }).click();
  await expect(diff.getByRole('list', { name: 'Changed files' }).getByRole('listitem').first()).toBeVisible();
  await shot(page, '10-diff-viewer', false);
  await diff.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Resolve' }).click();
  await expect(toasts(page).getByText('Issue marked as resolved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resolve' })).toHaveCount(0);

  // Back on the dashboard: bulk-ignore two open issues.
  await page.getByRole('link', { name: 'Issues' }).click();
  await page.getByLabel('Status').selectOption('open');
  await expect(rows).toHaveCount(issueCount - 1);
  await expect(page.getByText('Total Issues')).toBeVisible();
  await rows.nth(0).getByRole('checkbox').click();
  await rows.nth(1).getByRole('checkbox').click();
  await expect(page.getByText('2 issues selected')).toBeVisible();
  await page.getByRole('button', { name: 'Ignore Selected' }).click();
  await expect(toasts(page).getByText('Bulk action completed')).toBeVisible();
  await expect(rows).toHaveCount(issueCount - 3);
  await page.getByLabel('Status').selectOption('all');
  await expect(rows).toHaveCount(issueCount);

  // Export: the file takes its name from Content-Disposition and holds one row per issue.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const path = await download.path();
  const [header = [], ...records] = parseCsv(await readFile(path, 'utf8'));
  expect(records).toHaveLength(issueCount);
  const statuses = records.map((record) => record[header.indexOf('status')]);
  expect(statuses.filter((status) => status === 'resolved')).toHaveLength(1);
  expect(statuses.filter((status) => status === 'ignored')).toHaveLength(2);
  expect(statuses.filter((status) => status === 'open')).toHaveLength(issueCount - 3);
  await expect(toasts(page).getByText('Export completed')).toBeVisible();

  // The phone layout.
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, '11-dashboard-390');
  await page.goto('/repositories');
  await expect(card).toBeVisible();
  await shot(page, '12-repositories-390');
  await page.goto('/dashboard');
  await page.getByRole('list', { name: 'Drift issues' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Issue Summary' })).toBeVisible();
  await shot(page, '13-issue-390');
});
