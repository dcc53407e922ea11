import { findRepository } from '@driftwatch/db';
import { RequestError } from '@octokit/request-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGithubPublisher } from '../src/services/github/open-github-publisher.js';
import { createTeamMember, type TeamMember, waitFor } from './support/accounts.js';
import { connectGithubRepository } from './support/connect-github-repository.js';
import type { FakeRepository } from './support/fakes/github/fake-github-state.js';
import { type FakeGithub, startFakeGithub } from './support/fakes/github/start-fake-github.js';
import { createGitRepository } from './support/git-fixture.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const readme = '# Shop\n\nCall `createOrder(items)` to place an order.\n';
const guide = '# Guide\n\nOrders come from `createOrder(items)`.\n';
const renamed = 'export function placeOrder(items: string[]) {\n  return items.length;\n}\n';

describe('certain fixes as GitHub suggestions on the lines a pull request changed', () => {
  let fake: FakeGithub;
  let server: TestServer;
  let owner: TeamMember;
  let repo: FakeRepository;
  let repositoryId: string;

  beforeAll(async () => {
    fake = await startFakeGithub();
    server = await startTestServer('pglite', { env: fake.env });
    fake.pointAt(server.url);
    owner = await createTeamMember(server, 'Owner One');
    const installationId = fake.addInstallation('acme');
    repo = await fake.addRepository({
      owner: 'acme',
      name: 'shop',
      sourceDir: (
        await createGitRepository({
          'README.md': readme,
          'docs/guide.md': guide,
          'src/orders.ts': 'export function createOrder(items: string[]) {\n  return items.length;\n}\n',
        })
      ).dir,
      installationId,
    });
    repositoryId = await connectGithubRepository(server, fake, owner, { installationId, repo });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const completedRuns = (headSha: string) =>
    fake.state.checkRunsOf('acme/shop', headSha).filter((run) => run.status === 'completed');

  it('posts the fix on a changed doc line once as a suggestion, keeps the other as a patch, and never posts it twice', async () => {
    // The pull request renames the function and rewords README line 3, which still names the old one.
    await fake.commit(repo, {
      branch: 'rename-order',
      files: {
        'src/orders.ts': renamed,
        'README.md': readme.replace('to place an order', 'to place one order'),
      },
      message: 'Rename createOrder to placeOrder',
    });
    await fake.pullRequestEvent(repo, { number: 3, action: 'opened', head: 'rename-order' });
    await waitFor(
      async () => (fake.state.commentsOf('acme/shop', 3).length > 0 ? true : undefined),
      90_000,
      'the pull request comment',
    );
    const reviews = fake.state.reviewCommentsOf('acme/shop', 3);
    expect(reviews).toEqual([
      expect.objectContaining({
        path: 'README.md',
        line: 3,
        side: 'RIGHT',
        body: expect.stringContaining('```suggestion\nCall `placeOrder(items)` to place one order.\n```'),
      }),
    ]);
    const [comment] = fake.state.commentsOf('acme/shop', 3);
    expect(comment?.body).toContain('One certain fix is offered as a suggestion on a changed line');
    expect(comment?.body).toContain('+++ b/docs/guide.md');
    expect(comment?.body).not.toContain('+++ b/README.md');

    // A later push leaving the same drift checks the new head, and posts no second suggestion.
    const next = await fake.commit(repo, {
      branch: 'rename-order',
      files: { 'src/orders.ts': `${renamed}export const version = 2;\n` },
      message: 'Another change',
    });
    await fake.pullRequestEvent(repo, { number: 3, action: 'synchronize', head: 'rename-order' });
    await waitFor(
      async () => (completedRuns(next).length > 0 ? true : undefined),
      90_000,
      'the second check run',
    );
    await waitFor(
      async () => (fake.state.commentsOf('acme/shop', 3)[0]?.edits === 1 ? true : undefined),
      30_000,
      'the edited comment',
    );
    expect(fake.state.reviewCommentsOf('acme/shop', 3)).toHaveLength(1);
    expect(fake.state.commentsOf('acme/shop', 3)[0]?.body).not.toContain('+++ b/README.md');
    const remembered = await server.database.handle.executeSql(
      'SELECT count(*) AS count, min(external_id) AS external_id FROM pull_request_suggestions WHERE repository_id = $1',
      [repositoryId],
    );
    expect(remembered.rows[0]).toEqual({ count: 1, external_id: String(reviews[0]?.id) });
  });

  it('reads the changed lines from the files GitHub lists, and GitHub refuses a line off the diff with 422', async () => {
    const row = await findRepository(server.context.db, owner.organizationId, repositoryId);
    if (!row) throw new Error('The repository is not connected');
    const publisher = await openGithubPublisher(server.context, row);
    const pr = fake.state.pullRequests.find((candidate) => candidate.number === 3);
    if (!pr || !publisher.suggestions) throw new Error('No pull request 3, or no suggestions on GitHub');
    const target = { number: 3, url: '', baseSha: pr.baseSha, headSha: pr.headSha };
    const changed = await publisher.suggestions.changedLines(target);
    expect([...changed.keys()].sort()).toEqual(['README.md', 'src/orders.ts']);
    expect([...(changed.get('README.md') ?? [])]).toEqual([3]);
    const refused = await publisher.suggestions
      .post(target, { path: 'docs/guide.md', line: 3, body: 'x' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RequestError);
    expect((refused as RequestError).status).toBe(422);
    expect(JSON.stringify((refused as RequestError).response?.data)).toContain(
      'Pull request review thread line must be part of the diff',
    );
  });
});
