/**
 * Shows a pull request as GitHub would, with what Driftwatch posted on it (the check run and its
 * annotations, the one comment, a suggestion on a changed line): starts the fake GitHub and a built
 * Driftwatch server beside it, signs up, installs the App, connects a small repository, opens a pull
 * request that renames a documented function and rewrites a doc line, waits for the check, and
 * prints the pull request's page and the account to sign in with. Stops on Ctrl-C.
 *   npm run build && npm run show-pull-request
 */
import { request } from '@playwright/test';
import { createGitRepository } from '../../../apps/server/test/support/git-fixture.js';
import { createReadyAccount } from '../web/support/accounts.js';
import { startGithubConfiguredServer } from '../web/support/github-configured-server.js';
import {
  renameCommitMessage,
  renamedShopOrders,
  shopOrders,
  shopReadme,
} from '../web/support/shop-fixture.js';

const server = await startGithubConfiguredServer();
const { github } = server;
const installationId = github.addInstallation('acme');
const repo = await github.addRepository({
  owner: 'acme',
  name: 'shop',
  installationId,
  sourceDir: (
    await createGitRepository({
      'README.md': shopReadme,
      'docs/guide.md': '# Guide\n\nOrders come from `createOrder(items)`.\n',
      'src/orders.ts': shopOrders,
    })
  ).dir,
});
const api = await request.newContext({ baseURL: server.baseURL });
const account = await createReadyAccount(api, undefined, server.dataDir);
const headers = { authorization: `Bearer ${account.token}` };
const connect = await api.get('/api/auth/github/connect?source=repositories', { headers });
const state = new URL(((await connect.json()) as { oauth_url: string }).oauth_url).searchParams.get('state');
await api.post('/api/integrations/github/app/installations', {
  headers,
  data: { installation_id: installationId, state },
});
await api.post('/api/repositories', {
  headers,
  data: { provider: 'github', url: `${github.url}/acme/shop`, externalId: String(repo.id) },
});
await github.commit(repo, {
  branch: 'rename-order',
  files: {
    'src/orders.ts': renamedShopOrders,
    'README.md': shopReadme.replace('to place an order', 'to place one order'),
  },
  message: renameCommitMessage,
});
await github.pullRequestEvent(repo, {
  number: 1,
  action: 'opened',
  head: 'rename-order',
  title: 'Rename createOrder',
});
const deadline = Date.now() + 120_000;
while (github.state.commentsOf('acme/shop', 1).length === 0 && Date.now() < deadline)
  await new Promise((resolve) => setTimeout(resolve, 500));
process.stdout.write(
  [
    `The pull request: ${github.url}/acme/shop/pull/1`,
    `Driftwatch: ${server.baseURL} (sign in as ${account.email} / ${account.password})`,
    'Ctrl-C stops both.',
    '',
  ].join('\n'),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close().then(() => process.exit(0));
  });
}
