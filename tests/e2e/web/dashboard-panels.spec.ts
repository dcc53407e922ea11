import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createReadyAccount, useSession } from './support/accounts.js';
import { connectScannedSample } from './support/sample-repository.js';

/** Set DASHBOARD_SHOTS=<dir> to save screenshots of the Dashboard and Monitoring screens. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.DASHBOARD_SHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** A stat card's figure, found by its label. */
function figure(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');
}

for (const width of [1280, 390]) {
  test(`dashboard and monitoring panels at ${width} px show the sample repository's figures`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    const account = await createReadyAccount(request);
    const headers = { Authorization: `Bearer ${account.token}` };
    await connectScannedSample(request, account.token);

    // The sample's issues as the issue list gives them: the figures the panels must agree with.
    const listed = (await (await request.get('/api/drift-issues?limit=200', { headers })).json()) as {
      data: Array<{ key: string; severity: string }>;
    };
    const issues = listed.data;
    expect(issues.length).toBeGreaterThanOrEqual(3);
    const resolvedIssue = issues[0];
    if (!resolvedIssue) throw new Error('The sample has no issues');
    const resolved = await request.patch(`/api/drift-issues/${resolvedIssue.key}/status`, {
      headers,
      data: { status: 'resolved', resolution: 'Docs updated' },
    });
    expect(resolved.status(), await resolved.text()).toBe(200);
    const stillOpen = issues.slice(1);
    const openOf = (severity: string) => stillOpen.filter((issue) => issue.severity === severity).length;

    await useSession(page, account.token);
    await page.goto('/monitoring');
    await expect(figure(page, 'Monitored Repositories')).toHaveText('1');
    await expect(figure(page, 'Open Drift')).toHaveText(String(stillOpen.length));
    await expect(figure(page, 'Critical/High Open')).toHaveText(String(openOf('critical') + openOf('high')));
    await expect(figure(page, 'Failed Scans (7 days)')).toHaveText('0');
    const health = page.getByRole('region', { name: 'Repository health' });
    await expect(health.getByText(`1 repository · ${stillOpen.length} open drift`)).toBeVisible();
    await expect(health.getByText('samples/acme-orders')).toBeVisible();
    await expect(health.getByText(/^Scanned /)).toBeVisible();
    const chips = await health
      .getByRole('list', { name: 'Open drift by severity' })
      .getByRole('listitem')
      .allTextContents();
    const expectedChips = (['critical', 'high', 'medium', 'low'] as const)
      .filter((severity) => openOf(severity) > 0)
      .map((severity) => `${openOf(severity)} ${severity[0]?.toUpperCase()}${severity.slice(1)}`);
    expect(chips).toEqual(expectedChips);
    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByText('No alerts sent yet. Add an alert to a repository to hear about new drift.'),
    ).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'samples/acme-orders' })).toBeVisible();
    await shot(page, `monitoring-${width}`);

    await page.goto('/dashboard');
    await expect(figure(page, 'Open Issues')).toHaveText(String(stillOpen.length));
    await expect(
      page.getByText(`${stillOpen.length} open now · ${issues.length} new · 1 resolved`),
    ).toBeVisible();
    const activity = page.getByRole('region', { name: 'Recent activity' });
    await expect(
      activity.getByRole('link', { name: `${account.name} resolved ${resolvedIssue.key}` }),
    ).toBeVisible();
    await expect(
      activity.getByText(`Scan of samples/acme-orders: ${issues.length} new issues`),
    ).toBeVisible();
    await shot(page, `dashboard-${width}`);

    // The activity links to the issue, and a change made on the issue screen joins the activity.
    const next = stillOpen[0];
    if (!next) throw new Error('The sample has one issue only');
    await activity.getByRole('link', { name: `${account.name} resolved ${resolvedIssue.key}` }).click();
    await expect(page).toHaveURL(/\/drift-issues\//);
    await page.goto(`/drift-issues/${next.key}`);
    await page.getByRole('button', { name: 'Ignore' }).click();
    await expect(page.getByRole('button', { name: 'Ignore' })).toBeHidden();
    await page.goto('/dashboard');
    await expect(activity.getByText(`${account.name} marked ${next.key} ignored`)).toBeVisible();
  });
}
