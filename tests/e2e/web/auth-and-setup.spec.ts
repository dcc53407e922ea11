import { expect, test } from '@playwright/test';
import { createReadyAccount, dismissEarlyPreview, signUpByApi, uniqueEmail } from './support/accounts.js';
import { linkFromOutbox } from './support/outbox.js';
import { toasts } from './support/toasts.js';

test('sign up, open the emailed link, walk the setup wizard and land on /repositories', async ({ page }) => {
  const email = uniqueEmail('ada');
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-password');
  await page.getByLabel('Confirm password').fill('secret-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  // No session yet: the account is made by the link mailed to the address.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  const link = await linkFromOutbox(email, /^\/verify-email$/);
  await page.goto(`${link.pathname}${link.search}`);

  await expect(page).toHaveURL(/\/setup$/);
  await dismissEarlyPreview(page);
  await expect(toasts(page).getByText('Account created!')).toBeVisible();
  await expect(toasts(page).getByText('Welcome to the product!')).toBeVisible();

  // Team step: the suggestion comes from the email's company domain.
  await expect(page.getByRole('heading', { name: 'Create your team' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create team' });
  await expect(create).toBeDisabled();
  await page.getByRole('button', { name: 'Use suggestion' }).click();
  await expect(page.getByLabel('Team name')).toHaveValue('Acme-e2e Team');
  await create.click();

  // Code-hosting step: this server has no GitHub App, so the Git URL path is offered.
  await expect(page.getByRole('heading', { name: 'Connect your code' })).toBeVisible();
  await expect(page.getByText('This server has no GitHub App configured')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Stay in the loop' })).toBeVisible();
  // Slack is configured on this server (a local fake); connecting it is tested in integrations-slack.spec.ts.
  await expect(page.getByRole('button', { name: 'Connect Slack' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();

  await expect(page.getByRole('heading', { name: "You're all set!" })).toBeVisible();
  await page.getByRole('button', { name: 'Add another teammate' }).click();
  await expect(page.getByRole('button', { name: 'Remove teammate 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Repositories' }).click();
  await expect(page).toHaveURL(/\/repositories$/);
  await expect(page.getByRole('heading', { name: 'Repositories', exact: true })).toBeVisible();

  // Setup is finished: the wizard now sends the user straight on.
  await page.goto('/setup');
  await expect(page).toHaveURL(/\/repositories$/);
});

test('sign in with a wrong password shows that sign-in failed', async ({ page, request }) => {
  const account = await signUpByApi(request);
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign in failed' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
});

test('sign in with the right password returns to the page that asked for it', async ({ page, request }) => {
  const account = await createReadyAccount(request);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await dismissEarlyPreview(page);
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
});

test('forgot password: the reset link from the outbox sets a new password and signs in', async ({
  page,
  request,
}) => {
  const account = await createReadyAccount(request);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = await linkFromOutbox(account.email, /\/(password-setup|setup-password)$/);
  expect(link.searchParams.get('token')).toBeTruthy();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Set up your password' })).toBeVisible();
  await page.getByLabel('Create password').fill('brand-new-password');
  await page.getByLabel('Confirm password').fill('brand-new-password');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissEarlyPreview(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const signin = await request.post('/api/auth/signin', {
    data: { email: account.email, password: 'brand-new-password' },
  });
  expect(signin.status()).toBe(200);
});

test('a magic link from the outbox leads to password setup and then the dashboard', async ({
  page,
  request,
}) => {
  const account = await createReadyAccount(request);
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Email me a login link instead' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend email' })).toBeVisible();

  const link = await linkFromOutbox(account.email, /\/(setup-password|password-setup)$/);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Set up your password' })).toBeVisible();
  await page.getByLabel('Create password').fill('magic-link-password');
  await page.getByLabel('Confirm password').fill('magic-link-password');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissEarlyPreview(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('signing up with a taken address looks the same, and tells the owner by email instead', async ({
  page,
  request,
}) => {
  const owner = await signUpByApi(request);
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Mallory Stranger');
  await page.getByLabel('Work email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill('mallory-password');
  await page.getByLabel('Confirm password').fill('mallory-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(owner.email)).toBeVisible();

  // The owner's mailbox gets ways in, not a confirmation link; the account keeps its password.
  const signInLink = await linkFromOutbox(owner.email, /^\/signin$/);
  expect(signInLink.search).toBe('');
  const asMallory = await request.post('/api/auth/signin', {
    data: { email: owner.email, password: 'mallory-password' },
  });
  expect(asMallory.status()).toBe(400);

  // Resend is offered, and "use a different email" returns to the filled form.
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(
    page.getByText('We sent the link again. Open it to finish creating your account.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Use a different email' }).click();
  await expect(page.getByLabel('Work email')).toHaveValue(owner.email);
});

test('a confirmation link works once; opened again it offers to sign up again', async ({ page, request }) => {
  const email = uniqueEmail('twice');
  const signup = await request.post('/api/auth/signup', {
    data: { name: 'Twice Opened', email, password: 'secret-password', confirmPassword: 'secret-password' },
  });
  expect(signup.status()).toBe(202);
  const link = await linkFromOutbox(email, /^\/verify-email$/);
  const first = await request.post('/api/auth/verify-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(first.status()).toBe(201);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByText('This confirmation link has expired or was already used.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign up again' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});
