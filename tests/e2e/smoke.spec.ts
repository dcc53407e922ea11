import { expect, test } from '@playwright/test';

test('the server serves the web app at /', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Driftwatch/);
  await expect(page.getByRole('link', { name: /Driftwatch/ }).first()).toBeVisible();
});

test('the API reference is served at /api/docs from the OpenAPI document', async ({ page, request }) => {
  const spec = await request.get('/api/openapi.json');
  expect(spec.status()).toBe(200);
  const document = (await spec.json()) as { openapi?: string; paths?: Record<string, unknown> };
  expect(document.openapi).toMatch(/^3\./);
  expect(Object.keys(document.paths ?? {})).toContain('/api/auth/signin');

  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('/api/auth/signin').first()).toBeVisible();
});
