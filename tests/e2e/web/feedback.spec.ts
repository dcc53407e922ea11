import { expect, test } from '@playwright/test';
import { createReadyAccount, signUpByApi, useSession } from './support/accounts.js';
import { toasts } from './support/toasts.js';

test('feedback sent from the floating button reaches the database', async ({ page, request }) => {
  const account = await createReadyAccount(request);
  await useSession(page, account.token);
  await page.goto('/dashboard');

  await page.getByRole('button', { name: 'Send Feedback' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(dialog.getByText('Please enter your feedback')).toBeVisible();

  const text = `The PR comments saved us a release note (${Date.now()})`;
  await dialog.getByLabel('Your feedback').fill(`  ${text}  `);
  const stars = dialog.getByRole('button', { name: /stars?:/ });
  if ((await stars.count()) > 0) await dialog.getByRole('button', { name: '4 stars: Good' }).click();
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByText('Thank you!')).toBeVisible();

  // DRIFTWATCH_ADMIN_EMAILS in the harness makes admin@e2e.test an administrator who may list feedback.
  const admin = await signUpByApi(request, 'admin@e2e.test').catch(async () => {
    const signin = await request.post('/api/auth/signin', {
      data: { email: 'admin@e2e.test', password: 'correct-horse-battery' },
    });
    return { token: ((await signin.json()) as { token: string }).token };
  });
  const list = await request.get('/api/feedback', {
    headers: { Authorization: `Bearer ${admin.token}` },
    params: { limit: 200 },
  });
  expect(list.status(), await list.text()).toBe(200);
  const body = (await list.json()) as {
    feedback: {
      text: string;
      url: string | null;
      user_email: string | null;
      metadata: Record<string, unknown>;
    }[];
  };
  const entry = body.feedback.find((item) => item.text === text);
  expect(entry, 'the submitted feedback is stored').toBeDefined();
  expect(entry?.url).toMatch(/\/dashboard$/);
  expect(entry?.user_email).toBe(account.email);
  expect(entry?.metadata.timestamp).toEqual(expect.any(String));
});
