import { expect, test } from '@playwright/test';
import type { FakeRepository } from '../../../apps/server/test/support/fakes/github/fake-github-state.js';
import { createGitRepository } from '../../../apps/server/test/support/git-fixture.js';
import {
  type GithubConfiguredServer,
  startGithubConfiguredServer,
} from './support/github-configured-server.js';
import { linkFromOutbox } from './support/outbox.js';
import { renameCommitMessage, renamedShopOrders, shopOrders, shopReadme } from './support/shop-fixture.js';

// Its own Driftwatch server, whose GitHub App variables point at a local fake GitHub.
let server: GithubConfiguredServer;
let repo: FakeRepository;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startGithubConfiguredServer();
  const installationId = server.github.addInstallation('acme');
  const source = await createGitRepository({
    'README.md': shopReadme,
    'src/orders.ts': shopOrders,
  });
  repo = await server.github.addRepository({
    owner: 'acme',
    name: 'shop',
    sourceDir: source.dir,
    installationId,
    language: 'TypeScript',
    description: 'The shop service',
  });
});

test.afterAll(async () => {
  await server?.close();
});

/** A confirmed account with a new team, at the wizard's GitHub step. */
async function signUpAtGithubStep(): Promise<string> {
  const email = `github-${Date.now().toString(36)}@acme-e2e.io`;
  const password = 'correct-horse-battery';
  const call = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${server.baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response.json() as Promise<{ token?: string }>;
  };
  await call('/api/auth/signup', { name: 'Ada Lovelace', email, password, confirmPassword: password });
  const link = await linkFromOutbox(email, /^\/verify-email$/, server.dataDir);
  const { token = '' } = await call('/api/auth/verify-email', { token: link.searchParams.get('token') });
  await call('/api/teams/organizations', { name: 'Acme', new_team_tier: 'team_pro' }, token);
  return token;
}

test('install the GitHub App, connect a repository, and a pull request gets one check and one comment', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const { github } = server;
  const token = await signUpAtGithubStep();
  await page.addInitScript((value) => {
    window.localStorage.setItem('auth_token', value);
    window.localStorage.setItem('early_preview_dismissed', 'true');
  }, token);

  // The wizard's Connect GitHub opens the App's install page in a new tab; GitHub sends it back.
  await page.goto(`${server.baseURL}/setup`);
  const [installTab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /Connect GitHub/ }).click(),
  ]);
  await installTab.waitForURL(new RegExp(`^${github.url}/apps/driftwatch-test/installations/new\\?state=`));
  await installTab.getByRole('link', { name: 'Install' }).click();
  await expect(installTab.getByText('GitHub App installed. Redirecting to setup...')).toBeVisible();
  await installTab.screenshot({ path: 'test-results/github-install-callback.png' });
  await expect(installTab.getByRole('heading', { name: 'Stay in the loop' })).toBeVisible();
  await installTab.close();
  const skipped = await fetch(`${server.baseURL}/api/setup/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ step: 'integrations', action: 'skip' }),
  });
  expect(skipped.status).toBe(200);

  // Available repositories: the installation's (the tab opens first while nothing is connected).
  await page.goto(`${server.baseURL}/repositories`);
  await expect(page.getByRole('tab', { name: /Available Repositories \(2\)/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const available = page.getByRole('list', { name: 'Available repositories' });
  const card = available.getByRole('article').filter({ hasText: 'acme/shop' });
  await expect(card.getByText('Private')).toBeVisible();
  await expect(card.getByText('The shop service')).toBeVisible();
  await expect(card.getByText('TypeScript')).toBeVisible();
  await page.screenshot({ path: 'test-results/github-available-repositories.png', fullPage: true });
  await card.getByRole('button', { name: 'Connect shop' }).click();
  await expect(page.getByRole('tab', { name: /Connected Repositories \(1\)/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Provider' }).selectOption('GitHub');
  await expect(page.getByRole('heading', { name: 'shop' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Provider' }).selectOption('GitLab');
  await expect(page.getByRole('heading', { name: 'shop' })).toBeHidden();
  await page.getByRole('combobox', { name: 'Provider' }).selectOption('GitHub');

  // A pull request that renames a documented function: failing check, annotations, one comment.
  await github.commit(repo, {
    branch: 'rename-order',
    files: { 'src/orders.ts': renamedShopOrders },
    message: renameCommitMessage,
  });
  const started = Date.now();
  expect(
    (await github.pullRequestEvent(repo, { number: 7, action: 'opened', head: 'rename-order' })).status,
  ).toBe(202);
  await expect
    .poll(() => github.state.checkRunsOf('acme/shop').find((run) => run.status === 'completed')?.conclusion, {
      timeout: 90_000,
    })
    .toBe('failure');
  test.info().annotations.push({ type: 'webhook-to-check-run', description: `${Date.now() - started} ms` });
  await expect.poll(() => github.state.commentsOf('acme/shop', 7).length, { timeout: 30_000 }).toBe(1);
  await page.goto(`${github.url}/acme/shop/pull/7`);
  await expect(page.getByTestId('check-run')).toContainText('failure');
  const comment = page.getByTestId('pr-comment');
  await expect(comment.getByRole('cell', { name: 'high' })).toBeVisible();
  await expect(comment.getByRole('link', { name: 'README.md:3' })).toBeVisible();
  await page.screenshot({ path: 'test-results/github-pr-comment-drift.png', fullPage: true });

  // The pull request's drift issue in the app: on the dashboard, and its page links the pull request.
  await page.goto(`${server.baseURL}/dashboard`);
  const row = page.getByRole('row').filter({ hasText: /README\.md mentions createOrder/ });
  await expect(row.getByText('High')).toBeVisible();
  const list = await fetch(`${server.baseURL}/api/drift-issues`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [issue] = ((await list.json()) as { data: Array<{ key: string }> }).data;
  await page.goto(`${server.baseURL}/drift-issues/${issue?.key}`);
  await expect(page.getByRole('link', { name: '#7' })).toHaveAttribute(
    'href',
    `${github.url}/acme/shop/pull/7`,
  );
  await page.screenshot({ path: 'test-results/github-pr-issue-detail.png', fullPage: true });

  // A push that fixes the docs turns the check green and edits the same comment.
  await github.commit(repo, {
    branch: 'rename-order',
    files: { 'README.md': shopReadme.replace('createOrder', 'placeOrder') },
    message: 'Docs: placeOrder',
  });
  await github.pullRequestEvent(repo, { number: 7, action: 'synchronize', head: 'rename-order' });
  await expect
    .poll(() => github.state.checkRunsOf('acme/shop').some((run) => run.conclusion === 'success'), {
      timeout: 90_000,
    })
    .toBe(true);
  await expect.poll(() => github.state.commentsOf('acme/shop', 7)[0]?.edits, { timeout: 30_000 }).toBe(1);
  expect(github.state.commentsOf('acme/shop', 7)).toHaveLength(1);
  await page.goto(`${github.url}/acme/shop/pull/7`);
  await expect(page.getByTestId('pr-comment')).toHaveCount(1);
  await expect(page.getByTestId('pr-comment')).toContainText('All fixed');
  await page.screenshot({ path: 'test-results/github-pr-comment-fixed.png', fullPage: true });
});
