import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { createReadyAccount, useSession } from './support/accounts.js';
import {
  type LinearConfiguredServer,
  startLinearConfiguredServer,
} from './support/linear-configured-server.js';
import { connectScannedSample } from './support/sample-repository.js';
import { toasts } from './support/toasts.js';

// Its own Driftwatch server, with Linear's settings pointed at a local fake Linear.
let server: LinearConfiguredServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  server = await startLinearConfiguredServer();
  api = await playwrightRequest.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.close();
});

async function firstIssueId(token: string): Promise<string> {
  const answer = await api.get('/api/drift-issues?limit=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await answer.json()) as { data: { id: string }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error('The sample scan found no drift');
  return id;
}

async function connectLinear(page: Page): Promise<void> {
  await page.goto(`${server.baseURL}/integrations`);
  const card = page.getByRole('article', { name: 'Linear' });
  await card.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(new RegExp(`^${server.linear.url}/oauth/authorize`));
  await expect(page.getByRole('heading', { name: /Driftwatch wants to access Acme Linear/ })).toBeVisible();
  await page.getByRole('link', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/integrations`);
  const connected = page.getByRole('dialog', { name: 'Linear connected' });
  await expect(connected).toBeVisible();
  await connected.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
}

test('connect Linear, push a drift issue, open it in Linear, and see a Linear status change', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await createReadyAccount(api, undefined, server.dataDir);
  await connectScannedSample(api, account.token);
  const issueId = await firstIssueId(account.token);
  await useSession(page, account.token);
  await connectLinear(page);

  // The dialog on a phone: the side panel sits under the tabs, the dialog fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.baseURL}/drift-issues/${issueId}`);
  await page.getByRole('button', { name: 'Push to Linear' }).click();
  const dialog = page.getByRole('dialog', { name: 'Push to Linear' });
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(390);
  const create = dialog.getByRole('button', { name: 'Create Issue' });
  await expect(create).toBeDisabled();
  const team = dialog.getByLabel('Team');
  const project = dialog.getByLabel('Project (optional)');
  await expect(team.getByRole('option', { name: 'Engineering (ENG)' })).toBeAttached();
  await team.selectOption({ label: 'Engineering (ENG)' });
  await expect(project.getByRole('option', { name: 'Docs overhaul · started' })).toBeAttached();
  await project.selectOption({ label: 'Docs overhaul · started' });
  await team.selectOption({ label: 'Documentation (DOC)' });
  await expect(project).toHaveValue('');
  await expect(project.locator('option:checked')).toHaveText('No project');
  await team.selectOption({ label: 'Engineering (ENG)' });
  await project.selectOption({ label: 'Docs overhaul · started' });
  await create.click();
  await expect(toasts(page).getByText('Issue created in Linear')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });

  const [linearIssue] = [...server.linear.state.issues.values()];
  expect(linearIssue?.identifier).toBe('ENG-1');
  expect(linearIssue?.description).toContain(`${server.baseURL}/drift-issues/${issueId}`);
  await expect(page.getByText('Linear status: Todo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Push to Linear' })).toBeHidden();

  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'View in Linear' }).click();
  const linearPage = await popup;
  await expect(linearPage.getByRole('heading', { name: /^ENG-1 / })).toBeVisible();
  await linearPage.close();

  const delivered = await server.linear.moveIssue(
    `${server.baseURL}/webhooks/linear`,
    linearIssue?.id ?? '',
    'In Progress',
  );
  expect(delivered.status).toBe(200);
  await expect(page.getByText('Linear status: In Progress')).toBeVisible();
});
