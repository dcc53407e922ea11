import { expect, request, test } from '@playwright/test';
import type { FakeRepository } from '../../../apps/server/test/support/fakes/github/fake-github-state.js';
import { createGitRepository } from '../../../apps/server/test/support/git-fixture.js';
import { createReadyAccount, useSession } from './support/accounts.js';
import {
  type GithubConfiguredServer,
  startGithubConfiguredServer,
} from './support/github-configured-server.js';
import { renameCommitMessage, renamedShopOrders, shopOrders, shopReadme } from './support/shop-fixture.js';

// Its own Driftwatch server, whose GitHub App variables point at a local fake GitHub.
let server: GithubConfiguredServer;
let repo: FakeRepository;
let installationId: number;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startGithubConfiguredServer();
  installationId = server.github.addInstallation('acme');
  const source = await createGitRepository({
    'README.md': shopReadme,
    'docs/guide.md': '# Guide\n\nOrders come from `createOrder(items)`.\n',
    'src/orders.ts': shopOrders,
  });
  repo = await server.github.addRepository({
    owner: 'acme',
    name: 'shop',
    sourceDir: source.dir,
    installationId,
  });
});

test.afterAll(async () => {
  await server?.close();
});

test('a fix on a line the pull request wrote is a suggestion on the pull request page; the repository switches to polling', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { github } = server;
  const api = await request.newContext({ baseURL: server.baseURL });
  const account = await createReadyAccount(api, undefined, server.dataDir);
  const headers = { authorization: `Bearer ${account.token}` };
  const connect = await api.get('/api/auth/github/connect?source=repositories', { headers });
  const state = new URL(((await connect.json()) as { oauth_url: string }).oauth_url).searchParams.get(
    'state',
  );
  const installed = await api.post('/api/integrations/github/app/installations', {
    headers,
    data: { installation_id: installationId, state },
  });
  expect(installed.status(), await installed.text()).toBe(200);
  await useSession(page, account.token);
  await page.goto(`${server.baseURL}/repositories`);
  await page.getByRole('button', { name: 'Connect shop' }).click();
  await expect(page.getByRole('tab', { name: /Connected Repositories \(1\)/ })).toBeVisible();
  await expect(page.getByText('In Sync')).toBeVisible({ timeout: 90_000 });

  // The pull request renames the function and rewrites README line 3, which still names the old one.
  await github.commit(repo, {
    branch: 'rename-order',
    files: {
      'src/orders.ts': renamedShopOrders,
      'README.md': shopReadme.replace('to place an order', 'to place one order'),
    },
    message: renameCommitMessage,
  });
  await github.pullRequestEvent(repo, {
    number: 12,
    action: 'opened',
    head: 'rename-order',
    title: 'Rename createOrder',
  });
  await expect.poll(() => github.state.commentsOf('acme/shop', 12).length, { timeout: 90_000 }).toBe(1);

  // The pull request's page as the fake GitHub renders it: check, annotations, comment, suggestion.
  await page.goto(`${github.url}/acme/shop/pull/12`);
  await expect(page.getByRole('heading', { name: /Rename createOrder #12/ })).toBeVisible();
  await expect(page.getByTestId('check-run')).toContainText('failure');
  await expect(page.getByTestId('annotation')).toHaveCount(2);
  const review = page.getByTestId('review-comment');
  await expect(review).toHaveCount(1);
  await expect(review).toContainText('README.md');
  await expect(review.getByText('Suggested change')).toBeVisible();
  await expect(review.locator('pre.add')).toHaveText('+ Call `placeOrder(items)` to place one order.');
  await expect(review.locator('pre.del')).toHaveText('- Call `createOrder(items)` to place one order.');
  await expect(review.getByRole('button', { name: 'Commit suggestion' })).toBeVisible();
  const comment = page.getByTestId('pr-comment');
  await expect(comment).toContainText('One certain fix is offered as a suggestion on a changed line');
  await comment.getByText('A patch for the certain fix').click();
  await expect(comment.locator('code').filter({ hasText: '+++ b/docs/guide.md' })).toBeVisible();
  await page.screenshot({ path: 'test-results/github-pr-suggestion.png', fullPage: true });

  // No public URL: the repository's Scan Schedule switches it to polling every 2 hours.
  await page.goto(`${server.baseURL}/repositories`);
  await page.getByRole('button', { name: 'Configure shop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configure shop' });
  await dialog.getByRole('tab', { name: 'Scan Schedule' }).click();
  await expect(dialog.getByRole('group', { name: 'Change detection' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Webhooks/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /Polling/ }).check();
  await expect(dialog.getByText(/behind a firewall or has no public URL/)).toBeVisible();
  const hours = dialog.getByLabel('Poll every (hours)');
  await hours.fill('0');
  await dialog.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(dialog.getByText('Scan frequency must be between 1 and 720 hours')).toBeVisible();
  await hours.fill('2');
  await dialog.screenshot({ path: 'test-results/repository-change-detection.png' });
  await dialog.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(dialog).toBeHidden();
  const listed = await api.get('/api/repositories?connected=true', { headers });
  const [saved] = (
    (await listed.json()) as {
      repositories: Array<{ changeDetection: string; scanSchedule: { scanFrequency: number } }>;
    }
  ).repositories;
  expect(saved).toMatchObject({ changeDetection: 'poll', scanSchedule: { scanFrequency: 2 } });
  await page.getByRole('button', { name: 'Configure shop' }).click();
  await dialog.getByRole('tab', { name: 'Scan Schedule' }).click();
  await expect(dialog.getByRole('radio', { name: /Polling/ })).toBeChecked();
  await expect(dialog.getByLabel('Poll every (hours)')).toHaveValue('2');
});
