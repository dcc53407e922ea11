import { expect, test } from '@playwright/test';
import { createReadyAccount, dismissEarlyPreview, uniqueEmail } from './support/accounts.js';
import { linkFromOutbox } from './support/outbox.js';

test('an invited teammate opens the emailed link, creates an account and joins the team', async ({
  page,
  request,
}) => {
  const owner = await createReadyAccount(request);
  const headers = { Authorization: `Bearer ${owner.token}` };
  const profile = (await (await request.get('/api/user/profile', { headers })).json()) as {
    user: { organization_id: string };
  };
  const invitee = uniqueEmail('teammate');
  const invited = await request.post(`/api/teams/organizations/${profile.user.organization_id}/invite`, {
    headers,
    data: { email: invitee, role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);

  const link = await linkFromOutbox(invitee, /^\/invite\//);
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(invitee);
  await page.getByLabel('Full name').fill('Katherine Johnson');
  await page.getByLabel('Password', { exact: true }).fill('orbital-mechanics');
  await page.getByLabel('Confirm password').fill('orbital-mechanics');
  await page.getByRole('button', { name: 'Create account and join' }).click();

  await expect(page).not.toHaveURL(/\/invite\//);
  await dismissEarlyPreview(page);
  const me = await request.post('/api/auth/signin', {
    data: { email: invitee, password: 'orbital-mechanics' },
  });
  const body = (await me.json()) as { user: { organization_id: string | null; role: string | null } };
  expect(body.user.organization_id).toBe(profile.user.organization_id);
  expect(body.user.role).toBe('member');
});
