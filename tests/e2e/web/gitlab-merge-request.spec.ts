import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, request, test } from '@playwright/test';
import { createGitRepository } from '../../../apps/server/test/support/git-fixture.js';
import { createReadyAccount, useSession } from './support/accounts.js';
import {
  type GitlabConfiguredServer,
  startGitlabConfiguredServer,
} from './support/gitlab-configured-server.js';
import { renameCommitMessage, renamedShopOrders, shopOrders, shopReadme } from './support/shop-fixture.js';

const run = promisify(execFile);

// This spec runs against its own Driftwatch server whose GITLAB_URL is a local fake GitLab.
let server: GitlabConfiguredServer;

test.beforeAll(async () => {
  server = await startGitlabConfiguredServer();
});

test.afterAll(async () => {
  await server?.close();
});

test('GitLab by token: its project connects, and a merge request gets the Driftwatch note and status', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { gitlab } = server;
  gitlab.acceptToken('glpat-e2e-token');
  const worktree = await createGitRepository({
    'README.md': shopReadme,
    'src/orders.ts': shopOrders,
  });
  const project = await gitlab.addProject({
    worktree: worktree.dir,
    pathWithNamespace: 'acme/shop',
    description: 'The order service',
  });
  const api = await request.newContext({ baseURL: server.baseURL });
  const account = await createReadyAccount(api, undefined, server.dataDir);
  await useSession(page, account.token);

  await page.goto(`${server.baseURL}/repositories`);
  await page.getByRole('button', { name: 'Connect Git Provider' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect Git Provider' });
  // No OAuth application on this server: the dialog names its settings and offers the token.
  await expect(dialog.getByText('GITLAB_CLIENT_ID')).toBeVisible();
  await dialog.getByLabel('GitLab access token').fill('glpat-wrong');
  await dialog.getByRole('button', { name: 'Connect GitLab' }).click();
  await expect(dialog.getByText(/refused this token/)).toBeVisible();
  await dialog.getByLabel('GitLab access token').fill('glpat-e2e-token');
  await dialog.getByRole('button', { name: 'Connect GitLab' }).click();
  await expect(dialog).toBeHidden();

  const available = page.getByRole('list', { name: 'Available repositories' });
  await expect(available.getByText('acme/shop')).toBeVisible();
  await expect(available.getByText('The order service')).toBeVisible();
  await page.getByRole('button', { name: 'Connect shop' }).click();
  await expect(page.getByRole('tab', { name: /Connected/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('acme/shop').first()).toBeVisible();
  expect(project.hooks.map((hook) => hook.url)).toEqual([`${server.baseURL}/webhooks/gitlab`]);

  // A merge request that renames the function the README documents.
  await run('git', ['-C', worktree.dir, 'checkout', '--quiet', '-b', 'rename']);
  await worktree.commit({ 'src/orders.ts': renamedShopOrders }, renameCommitMessage);
  await gitlab.push(project, worktree.dir, 'rename');
  const mr = await gitlab.openMergeRequest(project, { sourceBranch: 'rename', title: 'Rename createOrder' });
  const deliveries = await gitlab.deliver(project, {
    name: 'Merge Request Hook',
    body: gitlab.mergeRequestEvent(project, mr, 'open'),
  });
  expect(deliveries.map((delivery) => delivery.status)).toEqual([200]);

  await expect
    .poll(() => project.statuses.find((status) => status.sha === mr.headSha)?.status, { timeout: 60_000 })
    .toMatch(/^(success|failed)$/);
  await expect.poll(() => mr.notes.length, { timeout: 30_000 }).toBe(1);
  expect(mr.notes[0]?.body).toContain('createOrder');
  expect(project.statuses.find((status) => status.sha === mr.headSha)?.name).toBe('Driftwatch');
  await api.dispose();
});
