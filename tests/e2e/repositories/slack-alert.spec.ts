import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createReadyAccount, useSession } from '../web/support/accounts.js';
import { connectScannedSample } from '../web/support/sample-repository.js';
import { toasts } from '../web/support/toasts.js';

/** Set CORE_SHOTS=<dir> to save the screenshots the design review looks at. */
const shotsDir = process.env.CORE_SHOTS;
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!shotsDir) return;
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage });
}

/** The fake Slack workspace the server is configured with (playwright.config.ts). */
const fakeSlackUrl = `http://127.0.0.1:${process.env.E2E_SLACK_PORT}`;

interface PostedMessage {
  channelName: string;
  text: string | undefined;
}

for (const width of [1280, 390]) {
  test(`a Slack alert picked from the workspace's channels reaches Slack and the alert history (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const account = await createReadyAccount(request);
    const headers = { Authorization: `Bearer ${account.token}` };
    await connectScannedSample(request, account.token);

    // Connect Slack: the server sends the browser to Slack's consent page, Allow comes back to Driftwatch.
    const started = await request.get('/api/auth/slack/connect?source=repositories', { headers });
    expect(started.status(), await started.text()).toBe(200);
    const { oauth_url: oauthUrl } = (await started.json()) as { oauth_url: string };
    await useSession(page, account.token);
    await page.goto(oauthUrl);
    await page.getByRole('link', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/repositories/);
    // The return shows the success modal; closing it stays on the screen the flow started from.
    const connected = page.getByRole('dialog', { name: 'Slack connected' });
    await expect(connected).toBeVisible();
    await connected.getByRole('button', { name: 'Close' }).click();
    await expect(connected).toBeHidden();
    await expect(page).toHaveURL(/\/repositories$/);

    const card = page.getByRole('article').filter({ hasText: 'samples/acme-orders' });
    await card.getByRole('button', { name: 'Add Alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Alert' });
    await dialog.getByLabel('Notification type').selectOption('slack');
    const picker = dialog.getByRole('combobox', { name: 'Slack channel' });
    await picker.click();
    const options = dialog.getByRole('listbox', { name: 'Slack channels' }).getByRole('option');
    await expect(options).toHaveText(['docs-alerts', 'general']);
    await shot(page, `slack-alert-picker-${width}`, false);
    await picker.fill('docs');
    await expect(options).toHaveText(['docs-alerts']);
    await options.first().click();
    await expect(picker).toHaveValue('docs-alerts');
    await expect(dialog.getByRole('listbox')).toBeHidden();
    await dialog.getByRole('button', { name: 'Add Alert' }).click();
    await expect(toasts(page).getByText('Alert Added Successfully!')).toBeVisible();

    // A new scan of the sample: its scan_completed alert is one Block Kit message in #docs-alerts.
    const before = ((await (await request.get(`${fakeSlackUrl}/messages.json`)).json()) as PostedMessage[])
      .length;
    await card.getByRole('button', { name: 'Scan', exact: true }).click();
    await expect(toasts(page).getByText('Scan Triggered')).toBeVisible();
    let posted: PostedMessage[] = [];
    await expect
      .poll(
        async () => {
          posted = (
            (await (await request.get(`${fakeSlackUrl}/messages.json`)).json()) as PostedMessage[]
          ).slice(before);
          return posted.map((message) => [message.channelName, message.text]);
        },
        { timeout: 120_000 },
      )
      .toEqual([['docs-alerts', 'Scan of samples/acme-orders completed (samples/acme-orders)']]);

    await card.getByRole('button', { name: /1 active alert, open alert history/ }).click();
    const history = page.getByRole('dialog', { name: 'Alert history' });
    await expect(
      history.getByRole('listitem').filter({ hasText: 'scan completed → #docs-alerts' }),
    ).toContainText('sent');
    await shot(page, `slack-alert-history-${width}`, false);

    await page.goto(`${fakeSlackUrl}/messages`);
    await expect(page.getByText('Scan of samples/acme-orders completed').last()).toBeVisible();
    await shot(page, `slack-alert-in-slack-${width}`);
  });
}
