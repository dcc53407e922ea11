import { expect, test } from '@playwright/test';
import {
  createReadyAccount,
  dismissEarlyPreview,
  setSeats,
  signUpByApi,
  uniqueEmail,
} from './support/accounts.js';
import { linkFromOutbox } from './support/outbox.js';

test('an invited teammate opens the emailed link, creates an account, confirms it by email and joins', async ({
  page,
  request,
}) => {
  const owner = await createReadyAccount(request);
  await setSeats(request, owner.token, 2);
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

  // Whoever sent the invitation also holds its token, so the address is proven by a second mail.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const confirmation = await linkFromOutbox(invitee, /^\/verify-email$/);
  await page.goto(`${confirmation.pathname}${confirmation.search}`);

  // A new member joins a team that is set up already: straight into the app, never the setup wizard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissEarlyPreview(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await request.post('/api/auth/signin', {
    data: { email: invitee, password: 'orbital-mechanics' },
  });
  const body = (await me.json()) as { user: { organization_id: string | null; role: string | null } };
  expect(body.user.organization_id).toBe(profile.user.organization_id);
  expect(body.user.role).toBe('member');
});

test('someone with an account but no team signs in on the invitation and lands in the app', async ({
  page,
  request,
}) => {
  const owner = await createReadyAccount(request);
  await setSeats(request, owner.token, 2);
  const headers = { Authorization: `Bearer ${owner.token}` };
  const profile = (await (await request.get('/api/user/profile', { headers })).json()) as {
    user: { organization_id: string };
  };
  const invitee = await signUpByApi(request, uniqueEmail('existing'));
  const invited = await request.post(`/api/teams/organizations/${profile.user.organization_id}/invite`, {
    headers,
    data: { email: invitee.email, role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);

  const link = await linkFromOutbox(invitee.email, /^\/invite\//);
  await page.goto(link.pathname);
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.getByLabel('Password', { exact: true }).fill(invitee.password);
  await page.getByRole('button', { name: 'Sign in and join' }).click();

  // Signing in answers with the profile from before joining; the app must not act on it.
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissEarlyPreview(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await request.get('/api/user/profile', {
    headers: { Authorization: `Bearer ${invitee.token}` },
  });
  const body = (await me.json()) as { user: { organization_id: string | null; role: string | null } };
  expect(body.user.organization_id).toBe(profile.user.organization_id);
  expect(body.user.role).toBe('member');
});
