import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createReadyAccount, setSeats, signUpByApi, uniqueEmail, useSession } from './support/accounts.js';
import { linkFromOutbox } from './support/outbox.js';
import { toasts } from './support/toasts.js';

/** Set TEAMS_SHOTS=<dir> to save screenshots of the Teams screen at desktop and phone widths. */
async function shot(page: Page, name: string) {
  const dir = process.env.TEAMS_SHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** A real 1x1 PNG. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('an owner invites two people, one joins by the link, seats move and a member is removed', async ({
  page,
  browser,
  request,
}) => {
  const owner = await createReadyAccount(request);
  // A member who joins takes a seat: two seats, the owner's and Katherine's.
  await setSeats(request, owner.token, 2);
  await useSession(page, owner.token);
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'Team Management', level: 1 })).toBeVisible();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('No members match your filters')).toBeHidden();

  const joining = uniqueEmail('joining');
  const waiting = uniqueEmail('waiting');
  await page.getByLabel('Email addresses').fill(`${joining}, ${waiting}`);
  await page.getByRole('button', { name: 'Send Invites' }).click();
  await expect(toasts(page).getByText('2 invitations sent')).toBeVisible();
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByText(joining)).toBeVisible();
  await expect(pending.getByText(waiting)).toBeVisible();

  // The invitee accepts in their own browser.
  const link = await linkFromOutbox(joining, /^\/invite\//);
  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(link.pathname);
  await inviteePage.getByLabel('Full name').fill('Katherine Johnson');
  await inviteePage.getByLabel('Password', { exact: true }).fill('orbital-mechanics');
  await inviteePage.getByLabel('Confirm password').fill('orbital-mechanics');
  await inviteePage.getByRole('button', { name: 'Create account and join' }).click();
  // The invitee proves the address with the confirmation mail, then lands in the team's app.
  await expect(inviteePage.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const confirmation = await linkFromOutbox(joining, /^\/verify-email$/);
  await inviteePage.goto(`${confirmation.pathname}${confirmation.search}`);
  await expect(inviteePage).toHaveURL(/\/dashboard$/);
  await invitee.close();

  await page.reload();
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members.getByText('Katherine Johnson')).toBeVisible();
  await expect(pending.getByText(joining)).toBeHidden();

  // Free Katherine's seat and go down to one: taking it back is blocked while the owner holds it.
  const katherineSeat = page.getByLabel(`Seat for ${joining}`);
  await katherineSeat.click();
  await expect(katherineSeat).not.toBeChecked();
  await setSeats(request, owner.token, 1);
  await page.reload();
  await katherineSeat.click();
  await expect(toasts(page).getByText('Seat limit reached')).toBeVisible();
  await expect(
    toasts(page).getByText('No available seats. Increase seats in Billing or free a seat.'),
  ).toBeVisible();
  await expect(katherineSeat).not.toBeChecked();
  await page.getByLabel(`Seat for ${owner.email}`).click();
  await expect(page.getByLabel(`Seat for ${owner.email}`)).not.toBeChecked();
  await katherineSeat.click();
  await expect(katherineSeat).toBeChecked();
  await expect(page.getByText('1 of 1 seat assigned')).toBeVisible();

  // Revoke the other invitation; resend is offered too.
  await expect(page.getByRole('button', { name: `Resend invitation to ${waiting}` })).toBeEnabled();
  await page.getByRole('button', { name: `Revoke invitation to ${waiting}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('No pending invitations.')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'teams-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'teams-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The owner cannot be removed; Katherine can, after confirming.
  await expect(page.getByRole('button', { name: `Remove ${owner.name}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove Katherine Johnson' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(members.getByText('Katherine Johnson')).toBeHidden();
});

test('an owner uploads a logo, sees it in the header and the nav, and bad files are refused', async ({
  page,
  request,
}) => {
  const owner = await createReadyAccount(request);
  await useSession(page, owner.token);
  await page.goto('/teams');
  const header = page.getByRole('region', { name: 'Organization' });
  await expect(header).toBeVisible();
  const logoInput = page.getByLabel('Logo file');

  await logoInput.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([onePixelPng, Buffer.alloc(6 * 1024 * 1024)]),
  });
  await expect(toasts(page).getByText('Upload failed')).toBeVisible();
  await expect(toasts(page).getByText('File too large')).toBeVisible();

  await logoInput.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('I am text'),
  });
  await expect(toasts(page).getByText('Invalid file type')).toBeVisible();
  await expect(header.getByRole('img', { name: /logo$/ })).not.toHaveAttribute('src', /.+/);

  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(toasts(page).getByText('Logo updated')).toBeVisible();
  const headerLogo = header.locator('img');
  await expect(headerLogo).toHaveAttribute('src', /\/api\/teams\/organizations\/.+\/logo\/[0-9a-f]{64}$/);
  await expect.poll(() => headerLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  const navLogo = page.getByRole('navigation', { name: 'Main' }).locator('img');
  await expect(navLogo).toHaveAttribute('src', (await headerLogo.getAttribute('src')) ?? '');
  await expect.poll(() => navLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  // It stays after a reload: the bytes live in the database.
  await page.reload();
  await expect.poll(() => headerLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
});

test('someone without an organization sees the invitations for them and creates one from /teams', async ({
  page,
  request,
}) => {
  const inviter = await createReadyAccount(request);
  const headers = { Authorization: `Bearer ${inviter.token}` };
  const profile = (await (await request.get('/api/user/profile', { headers })).json()) as {
    user: { organization_id: string };
  };
  const loner = await signUpByApi(request, uniqueEmail('loner'));
  const invited = await request.post(`/api/teams/organizations/${profile.user.organization_id}/invite`, {
    headers,
    data: { email: loner.email, role: 'admin' },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);

  await useSession(page, loner.token);
  await page.goto('/teams');
  await expect(page).toHaveURL(/\/teams$/);
  await expect(page.getByText('Invitations for you')).toBeVisible();
  await expect(page.getByText(`${inviter.name} invited you as admin`)).toBeVisible();

  await page.getByRole('button', { name: 'Create Organization' }).click();
  await expect(page.getByText('Organization name is required')).toBeVisible();
  await expect(page.getByText('Select a team plan')).toBeVisible();
  await page.getByLabel('Organization name').fill('Loner Labs');
  await page.getByLabel('Team plan').selectOption({ label: 'Team' });
  await page.getByRole('button', { name: 'Create Organization' }).click();
  // The wizard carries on at the code-hosting step the new organization starts on.
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'Create your team' })).toBeHidden();
});

test('the Teams screen has no serious accessibility violations, with and without an organization', async ({
  page,
  request,
}) => {
  const serious = async () =>
    (
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations
      .filter((item) => item.impact === 'serious' || item.impact === 'critical')
      .map((item) => `${item.id}: ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`);

  const owner = await createReadyAccount(request);
  await useSession(page, owner.token);
  await page.goto('/teams');
  await page.getByLabel('Email addresses').fill(`${uniqueEmail('a11y')}, not-an-address`);
  await page.getByRole('button', { name: 'Send Invites' }).click();
  await expect(page.getByRole('alert').getByText('Invitation failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toBeVisible();
  expect(await serious()).toEqual([]);

  const loner = await signUpByApi(request, uniqueEmail('a11y-loner'));
  await useSession(page, loner.token);
  await page.goto('/teams');
  await page.getByRole('button', { name: 'Create Organization' }).click();
  await expect(page.getByText('Organization name is required')).toBeVisible();
  expect(await serious()).toEqual([]);
});
