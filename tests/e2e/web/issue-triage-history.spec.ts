import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createReadyAccount, useSession } from './support/accounts.js';
import { connectScannedSample, waitForScan } from './support/sample-repository.js';

/** Set TRIAGE_SHOTS=<dir> to save screenshots of the timeline and the Activity tab. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.TRIAGE_SHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

for (const width of [1280, 390]) {
  test(`triage history at ${width} px: a resolved issue a rescan still finds re-opens and keeps its resolution`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    const account = await createReadyAccount(request);
    const headers = { Authorization: `Bearer ${account.token}` };
    const repositoryId = await connectScannedSample(request, account.token);
    const listed = (await (await request.get('/api/drift-issues?limit=1', { headers })).json()) as {
      data: Array<{ key: string }>;
    };
    const key = listed.data[0]?.key ?? '';
    await useSession(page, account.token);

    // Resolve on the screen: the timeline says who resolved it.
    await page.goto(`/drift-issues/${key}`);
    await page.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByRole('button', { name: 'Resolve' })).toBeHidden();
    await page.getByRole('tab', { name: 'Timeline' }).click();
    const timeline = page.getByRole('list', { name: 'Issue timeline' });
    await expect(timeline.getByText('Issue Resolved')).toBeVisible();
    await expect(timeline.getByText(`Resolved by ${account.name}`)).toBeVisible();
    const comment = await request.post(`/api/drift-issues/${key}/comments`, {
      headers,
      data: { comment: 'The docs fix is in review.' },
    });
    expect(comment.status()).toBe(201);

    // The next scan still finds the drift: a visible regression, the resolution kept.
    const triggered = await request.post(`/api/repositories/${repositoryId}/scan`, { headers, data: {} });
    expect(triggered.status(), await triggered.text()).toBe(202);
    const { scan } = (await triggered.json()) as { scan: { id: string } };
    const rescan = await waitForScan(request, account.token, repositoryId, scan.id);
    const sha = (rescan.commitSha ?? '').slice(0, 7);
    expect(sha).toMatch(/^[0-9a-f]{7}$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Resolve' })).toBeVisible();
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await expect(timeline.getByText(`Re-opened: still detected in commit ${sha}`)).toBeVisible();
    await expect(timeline.getByText('Issue Resolved')).toBeVisible();
    await expect(timeline.getByText(`Resolved by ${account.name}`)).toBeVisible();
    const titles = await timeline.locator('li > div > p:first-child').allTextContents();
    expect(titles.indexOf('Issue Resolved')).toBeLessThan(
      titles.indexOf(`Re-opened: still detected in commit ${sha}`),
    );
    await shot(page, `triage-timeline-${width}`);

    // The Activity tab: every recorded change, newest first.
    await page.getByRole('tab', { name: 'Activity' }).click();
    const activity = page.getByRole('list', { name: 'Issue activity' });
    await expect(activity.getByRole('listitem')).toHaveCount(4);
    const items = activity.getByRole('listitem');
    await expect(items.nth(0)).toContainText(
      `Driftwatch scanner · Re-opened: still detected in commit ${sha}`,
    );
    await expect(items.nth(1)).toContainText(`${account.name} · Commented`);
    await expect(items.nth(1)).toContainText('The docs fix is in review.');
    await expect(items.nth(2)).toContainText(`${account.name} · Changed the status from open to resolved`);
    await expect(items.nth(3)).toContainText('Driftwatch scanner · Detected by the scan of commit');
    await expect(page.getByText('No activity recorded yet')).toHaveCount(0);
    await shot(page, `triage-activity-${width}`);
  });
}
