#!/usr/bin/env node
// Design review helper: screenshots the main screens into a folder.
//   node apps/web/scripts/take-screenshots.mjs <baseURL> <outDir> [--fake-api]
// With --fake-api, /api answers come from small fixtures so screens can be reviewed before the
// server exists; without it, the real server at baseURL is used (sign-up creates a fresh account).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const [baseURL = 'http://127.0.0.1:4173', outDir = '/tmp/driftwatch-shots', flag] = process.argv.slice(2);
const fakeApi = flag === '--fake-api';
mkdirSync(outDir, { recursive: true });

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada Lovelace',
  email: 'ada@acme.io',
  role: 'owner',
  is_in_organization: true,
  can_manage_team: true,
  organization_id: '00000000-0000-4000-8000-000000000002',
};
const plan = (type, name, cents, popular, features) => ({
  id: type,
  type,
  name,
  description: `${name} plan for documentation drift monitoring.`,
  monthly_price_per_seat: cents,
  annual_price_per_seat: cents * 10,
  features,
  stripe_monthly_price_id: null,
  stripe_annual_price_id: null,
  popular,
});
let step = 'team';
const fixtures = {
  'GET /api/plans/public': () => ({
    plans: [
      plan('free', 'Free', 0, false, { pr_checks: true, email_alerts: true, slack_alerts: false }),
      plan('team', 'Team', 1500, true, { pr_checks: true, slack_alerts: true, scheduled_scans: true }),
      plan('pro', 'Pro', 3000, false, {
        pr_checks: true,
        slack_alerts: true,
        scheduled_scans: true,
        linear_sync: true,
      }),
    ],
  }),
  'GET /api/user/profile': () => ({ user }),
  'GET /api/setup/state': () => ({
    currentStep: step,
    organization_id: user.organization_id,
    githubAppConfigured: false,
    githubAppInstallUrl: null,
  }),
  'POST /api/setup/advance': () => {
    step = 'done';
    return fixtures['GET /api/setup/state']();
  },
  'GET /api/plans/current': () => ({
    plan: 'team',
    organization_plan: {
      status: 'trialing',
      period_starts_at: null,
      period_ends_at: null,
      trial_ends_at: null,
      stripe_customer_id: null,
      assigned_seats: 3,
    },
  }),
  'GET /api/feedback/contexts/dashboard': () => ({
    context: {
      id: 'feature.request',
      title: 'Request a feature',
      description: 'What would make Driftwatch more useful for your team?',
      placeholder: 'I would like...',
      show_rating: true,
      active: true,
    },
  }),
};

async function signUpThroughTheScreens(page) {
  await page.goto(`${baseURL}/signup`);
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Work email').fill(`ada-${Date.now().toString(36)}@acme.io`);
  await page.getByLabel('Password', { exact: true }).fill('screenshot-password');
  await page.getByLabel('Confirm password').fill('screenshot-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  try {
    await page.getByRole('button', { name: 'Got it' }).click({ timeout: 10_000 });
  } catch (error) {
    await page.screenshot({ path: join(outDir, 'failure.png') });
    throw error;
  }
}

/** Screenshots each wizard step, advancing with the same buttons a person uses. */
async function walkSetup(page, shot) {
  await page.getByRole('heading', { name: 'Create your team' }).waitFor();
  await page.getByRole('button', { name: 'Use suggestion' }).click();
  await shot('setup-team');
  if (fakeApi) step = 'github_app';
  await page.getByRole('button', { name: 'Create team' }).click();
  if (fakeApi) await page.reload();
  await page.getByRole('heading', { name: /Connect (your code|GitHub)/ }).waitFor();
  await shot('setup-github');
  if (fakeApi) step = 'integrations';
  await page.getByRole('button', { name: 'Continue' }).click();
  if (fakeApi) await page.reload();
  await page.getByRole('heading', { name: 'Stay in the loop' }).waitFor();
  await shot('setup-integrations');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('heading', { name: "You're all set!" }).waitFor();
  await page.getByRole('button', { name: 'Add another teammate' }).click();
  await page.waitForTimeout(200);
  await shot('setup-done');
  await page.getByRole('button', { name: 'Go to Repositories' }).click();
  await page.waitForURL(/\/repositories$/);
  await shot('repositories');
}

async function main() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (fakeApi) {
    await context.route('**/api/**', (route) => {
      const url = new URL(route.request().url());
      const answer = fixtures[`${route.request().method()} ${url.pathname}`];
      return answer
        ? route.fulfill({ json: answer() })
        : route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Not found' } } });
    });
  }
  const page = await context.newPage();
  const shot = async (name, fullPage = true) => {
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(outDir, `${name}.png`), fullPage });
    console.log(`saved ${name}.png`);
  };

  await page.goto(`${baseURL}/`);
  await page.getByRole('heading', { name: /Simple per-seat pricing/ }).waitFor();
  await shot('landing');
  await page.goto(`${baseURL}/signin`);
  await shot('signin');
  await page.goto(`${baseURL}/signup`);
  await shot('signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  await shot('signup-validation');

  if (fakeApi) {
    await page.evaluate(() => {
      localStorage.setItem('auth_token', 'fake');
      localStorage.setItem('early_preview_dismissed', 'true');
    });
    await page.goto(`${baseURL}/setup`);
  } else {
    await signUpThroughTheScreens(page);
  }
  await walkSetup(page, shot);
  step = 'done';
  await page.goto(`${baseURL}/profile`);
  await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
  await shot('profile');
  // The dashboard's feedback context asks for a rating, so the dialog shows every part.
  await page.goto(`${baseURL}/dashboard`);
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await page.getByRole('dialog').waitFor();
  await page.getByRole('button', { name: '4 stars: Good' }).click();
  await page.getByLabel('Your feedback').fill('The pull-request comments are exactly what we needed.');
  await shot('feedback-dialog', false);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseURL}/dashboard`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await shot('mobile-menu', false);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${baseURL}/`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await shot('mobile-menu-visitor', false);
  await page.keyboard.press('Escape');
  await shot('landing-mobile');
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
