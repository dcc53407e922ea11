import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { linkFromOutbox } from './outbox.js';

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
}

let counter = 0;

/** A fresh address per test so runs never collide in the shared data dir. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@acme-e2e.io`;
}

/**
 * Creates an account through the API (faster than the screens when the screens are not under test):
 * signs up, then opens the confirmation link the server wrote to its outbox (the shared server's, or
 * that of a server a spec started with its own data dir).
 */
export async function signUpByApi(
  request: APIRequestContext,
  email = uniqueEmail(),
  dataDir?: string,
): Promise<Account> {
  const name = 'Grace Hopper';
  const password = 'correct-horse-battery';
  const response = await request.post('/api/auth/signup', {
    data: { name, email, password, confirmPassword: password },
  });
  expect(response.status(), await response.text()).toBe(202);
  const link = await linkFromOutbox(email, /^\/verify-email$/, dataDir);
  const confirmed = await request.post('/api/auth/verify-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  const body = (await confirmed.json()) as { token: string };
  return { name, email, password, token: body.token };
}

/** An account with an organization and the setup wizard finished, ready for the signed-in area. */
export async function createReadyAccount(
  request: APIRequestContext,
  email?: string,
  dataDir?: string,
): Promise<Account> {
  const account = await signUpByApi(request, email, dataDir);
  const headers = { Authorization: `Bearer ${account.token}` };
  const created = await request.post('/api/teams/organizations', {
    headers,
    data: { name: `Team ${Date.now().toString(36)}`, new_team_tier: 'team_pro' },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  for (const step of ['github_app', 'integrations'] as const) {
    const state = (await (await request.get('/api/setup/state', { headers })).json()) as {
      currentStep: string;
    };
    if (state.currentStep !== step) continue;
    const advanced = await request.post('/api/setup/advance', {
      headers,
      data: { step, action: step === 'github_app' ? 'next' : 'skip' },
    });
    expect(advanced.status(), await advanced.text()).toBeLessThan(300);
  }
  const final = (await (await request.get('/api/setup/state', { headers })).json()) as {
    currentStep: string;
  };
  expect(final.currentStep).toBe('done');
  return account;
}

/**
 * Sets the seats of the account's organization (stored as is while there is no subscription). A new
 * organization has one seat, held by its owner, and each member who joins by invitation takes one.
 */
export async function setSeats(request: APIRequestContext, token: string, seatCount: number): Promise<void> {
  const response = await request.put('/api/plans/seats', {
    headers: { Authorization: `Bearer ${token}` },
    data: { seat_count: seatCount },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Puts the token where the web app keeps it, with the early-preview dialog already dismissed. */
export async function useSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('auth_token', value);
    window.localStorage.setItem('early_preview_dismissed', 'true');
  }, token);
}

/** The early-preview dialog appears once after signing in or up; acknowledge it. */
export async function dismissEarlyPreview(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /early preview/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
}
