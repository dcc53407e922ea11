import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, request, test } from '@playwright/test';
import { createGitRepository } from '../../../apps/server/test/support/git-fixture.js';
import { createReadyAccount, useSession } from './support/accounts.js';
import {
  type BitbucketConfiguredServer,
  startBitbucketConfiguredServer,
} from './support/bitbucket-configured-server.js';
import { renameCommitMessage, renamedShopOrders, shopOrders, shopReadme } from './support/shop-fixture.js';

const run = promisify(execFile);

// This spec runs against its own Driftwatch server whose BITBUCKET_API_URL is a local fake Bitbucket.
let server: BitbucketConfiguredServer;

test.beforeAll(async () => {
  server = await startBitbucketConfiguredServer();
});

test.afterAll(async () => {
  await server?.close();
});

test('Bitbucket by token: its repository connects, and a pull request gets the comment, the build status and drift issues', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { bitbucket } = server;
  bitbucket.acceptAccessToken('bb-e2e-token', 'acme');
  const worktree = await createGitRepository({
    'README.md': shopReadme,
    'src/orders.ts': shopOrders,
  });
  const repository = await bitbucket.addRepository({
    worktree: worktree.dir,
    fullName: 'acme/shop',
    description: 'The order service',
  });
  const api = await request.newContext({ baseURL: server.baseURL });
  const account = await createReadyAccount(api, undefined, server.dataDir);
  await useSession(page, account.token);

  await page.goto(`${server.baseURL}/repositories`);
  await page.getByRole('button', { name: 'Connect Git Provider' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect Git Provider' });
  await dialog.getByRole('button', { name: 'Bitbucket' }).click();
  // No OAuth consumer on this server: the dialog names its settings and offers the token.
  await expect(dialog.getByText('BITBUCKET_CLIENT_ID')).toBeVisible();
  await dialog.screenshot({ path: 'test-results/bitbucket-connect-dialog.png' });
  await dialog.getByLabel('Bitbucket access token').fill('bb-wrong');
  await dialog.getByRole('button', { name: 'Connect Bitbucket' }).click();
  await expect(dialog.getByText(/refused this token/)).toBeVisible();
  await dialog.getByLabel('Bitbucket access token').fill('bb-e2e-token');
  await dialog.getByLabel('Workspace').fill('acme');
  await dialog.getByRole('button', { name: 'Connect Bitbucket' }).click();
  await expect(dialog).toBeHidden();

  const available = page.getByRole('list', { name: 'Available repositories' });
  await expect(available.getByText('acme/shop')).toBeVisible();
  await expect(available.getByText('The order service')).toBeVisible();
  await page.getByRole('button', { name: 'Connect shop' }).click();
  await expect(page.getByRole('tab', { name: /Connected/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('acme/shop').first()).toBeVisible();
  // The provider filter keeps it under Bitbucket and not under GitLab.
  const providerFilter = page.getByRole('combobox', { name: 'Provider' });
  await providerFilter.selectOption('gitlab');
  await expect(page.getByText('No repositories match your filters')).toBeVisible();
  await providerFilter.selectOption('bitbucket');
  await expect(page.getByText('acme/shop').first()).toBeVisible();
  expect(repository.hooks.map((hook) => hook.url)).toEqual([`${server.baseURL}/webhooks/bitbucket`]);

  // A pull request that renames the function the README documents.
  await run('git', ['-C', worktree.dir, 'checkout', '--quiet', '-b', 'rename']);
  await worktree.commit({ 'src/orders.ts': renamedShopOrders }, renameCommitMessage);
  await bitbucket.push(repository, worktree.dir, 'rename');
  const pr = await bitbucket.openPullRequest(repository, {
    sourceBranch: 'rename',
    title: 'Rename createOrder',
  });
  const deliveries = await bitbucket.deliver(repository, {
    key: 'pullrequest:created',
    body: bitbucket.pullRequestEvent(repository, pr),
  });
  expect(deliveries.map((delivery) => delivery.status)).toEqual([200]);

  await expect
    .poll(() => repository.statuses.find((status) => status.commit === pr.sourceHash)?.state, {
      timeout: 90_000,
    })
    .toMatch(/^(SUCCESSFUL|FAILED)$/);
  await expect.poll(() => pr.comments.length, { timeout: 30_000 }).toBe(1);
  expect(pr.comments[0]?.raw).toContain('createOrder');

  // The pull request as the fake shows it: the build status and the one comment.
  await page.goto(`${bitbucket.origin}/acme/shop/pull-requests/${pr.id}`);
  await expect(page.getByTestId('build-status')).toContainText('Driftwatch');
  await expect(page.getByTestId('pr-comment')).toHaveCount(1);
  await expect(page.getByTestId('pr-comment')).toContainText('createOrder');
  await page.screenshot({ path: 'test-results/bitbucket-pr-comment-drift.png', fullPage: true });

  // The pull request's drift issues in the app, on the dashboard.
  await page.goto(`${server.baseURL}/dashboard`);
  await expect(page.getByRole('row').filter({ hasText: /README\.md mentions createOrder/ })).toBeVisible();
  await api.dispose();
});
