import { findRepository, updateOrganizationPlan } from '@driftwatch/db';
import { RequestError } from '@octokit/request-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollCodeHosts } from '../src/services/code-hosts/poll-code-hosts.js';
import { openGithubPublisher } from '../src/services/github/open-github-publisher.js';
import { createTeamMember, type TeamMember, waitFor } from './support/accounts.js';
import { connectGithubRepository } from './support/connect-github-repository.js';
import type { FakeRepository } from './support/fakes/github/fake-github-state.js';
import { type FakeGithub, startFakeGithub } from './support/fakes/github/start-fake-github.js';
import {
  type FakeStripe,
  fakeStripeEnvironment,
  startFakeStripe,
} from './support/fakes/stripe/start-fake-stripe.js';
import { createGitRepository } from './support/git-fixture.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const readme = '# Shop\n\nCall `createOrder(items)` to place an order.\n';
const guide = '# Guide\n\nOrders come from `createOrder(items)`.\n';
const renamed = 'export function placeOrder(items: string[]) {\n  return items.length;\n}\n';

describe('pull-request checks on GitHub: suggestions on changed lines, and open pull requests on a manual scan', () => {
  let fake: FakeGithub;
  let stripe: FakeStripe;
  let server: TestServer;
  let owner: TeamMember;
  let repo: FakeRepository;
  let repositoryId: string;

  beforeAll(async () => {
    fake = await startFakeGithub();
    // Billing configured, so the plan's pull-request limit applies.
    stripe = await startFakeStripe();
    server = await startTestServer('pglite', { env: { ...fake.env, ...fakeStripeEnvironment(stripe) } });
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
    await stripe?.close();
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

  async function prCount(): Promise<number> {
    const result = await server.database.handle.executeSql(
      'SELECT current_pr_count AS count FROM organization_plans WHERE organization_id = $1',
      [owner.organizationId],
    );
    return Number(result.rows[0]?.count);
  }

  async function scansOf(number: number) {
    const result = await server.database.handle.executeSql(
      'SELECT status, head_sha FROM pull_request_scans WHERE repository_id = $1 AND number = $2',
      [repositoryId, number],
    );
    return result.rows as Array<{ status: string; head_sha: string }>;
  }

  it('refuses scan options of the wrong type, queuing nothing', async () => {
    const answer = await server.api<{ error: { details: { fields: Array<{ path: string }> } } }>(
      'POST',
      `/api/repositories/${repositoryId}/scan`,
      { token: owner.token, body: { options: { include_pr_checks: 'yes', include_external_docs: 1 } } },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error.details.fields.map((field) => field.path).sort()).toEqual([
      'options.include_external_docs',
      'options.include_pr_checks',
    ]);
    const notAnObject = await server.api('POST', `/api/repositories/${repositoryId}/scan`, {
      token: owner.token,
      body: { options: true },
    });
    expect(notAnObject.status).toBe(422);
  });

  it('with include_pr_checks, checks every open pull request the webhooks never announced, once per head', async () => {
    // Pull request 4 is opened while no webhook arrives; pull request 3's head was checked already.
    const head = await fake.commit(repo, {
      branch: 'drop-order',
      files: {
        'src/orders.ts': 'export function submitOrder(items: string[]) {\n  return items.length;\n}\n',
      },
      message: 'Rename createOrder to submitOrder',
    });
    await fake.openPullRequest(repo, { number: 4, head: 'drop-order' });
    const before = await prCount();
    const checkedThree = await scansOf(3);
    const triggered = await server.api<{ scan: { options: { include_pr_checks: boolean } } }>(
      'POST',
      `/api/repositories/${repositoryId}/scan`,
      { token: owner.token, body: { options: { include_pr_checks: true } } },
    );
    expect(triggered.status).toBe(202);
    expect(triggered.body.scan.options.include_pr_checks).toBe(true);
    const run = await waitFor(
      async () => completedRuns(head)[0],
      90_000,
      'the check of the pull request no webhook announced',
    );
    expect(run).toMatchObject({ name: 'Driftwatch', conclusion: 'failure' });
    await waitFor(
      async () => ((await scansOf(4))[0]?.status === 'succeeded' ? true : undefined),
      30_000,
      'the recorded check',
    );
    expect(await prCount()).toBe(before + 1);
    expect(await scansOf(3)).toEqual(checkedThree);
    expect(fake.state.commentsOf('acme/shop', 4)[0]?.body).toContain('submitOrder');

    // A scan without the option lists no pull request.
    const listed = fake.state.requests.filter((request) => request === 'GET /repos/acme/shop/pulls').length;
    const plain = await server.api('POST', `/api/repositories/${repositoryId}/scan`, {
      token: owner.token,
      body: { commitSha: 'main' },
    });
    expect(plain.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fake.state.requests.filter((request) => request === 'GET /repos/acme/shop/pulls')).toHaveLength(
      listed,
    );
  });

  it("holds the open pull requests' checks to the plan's limit, as a webhook's check is", async () => {
    await updateOrganizationPlan(server.database.handle.db, owner.organizationId, {
      planType: 'free',
      status: 'active',
      currentPrCount: 50,
    });
    const head = await fake.commit(repo, {
      branch: 'limit',
      files: { 'src/limit.ts': 'export const limit = 1;\n' },
      message: 'Another pull request',
    });
    await fake.openPullRequest(repo, { number: 5, head: 'limit' });
    const triggered = await server.api('POST', `/api/repositories/${repositoryId}/scan`, {
      token: owner.token,
      body: { commitSha: head, options: { include_pr_checks: true } },
    });
    expect(triggered.status).toBe(202);
    const run = await waitFor(async () => completedRuns(head)[0], 90_000, 'the check held to the limit');
    expect(run).toMatchObject({ conclusion: 'neutral', output: { title: 'Pull request not checked' } });
    expect(run.output.summary).toContain('the Free plan includes 50 pull requests');
    await waitFor(
      async () => ((await scansOf(5))[0]?.status === 'skipped' ? true : undefined),
      30_000,
      'the skipped check',
    );
    expect(await prCount()).toBe(50);
  });

  it("polls GitHub instead of waiting for webhooks once the configuration says so, at the schedule's interval", async () => {
    const switched = await server.api<{ repository: { changeDetection: string | null } }>(
      'PUT',
      `/api/repositories/${repositoryId}/config`,
      { token: owner.token, body: { changeDetection: 'poll', scanFrequency: 1 } },
    );
    expect(switched.status).toBe(200);
    expect(switched.body.repository.changeDetection).toBe('poll');
    await fake.commit(repo, {
      branch: 'polled',
      files: { 'src/polled.ts': 'export const polled = true;\n' },
      message: 'A pull request no webhook announces',
    });
    await fake.openPullRequest(repo, { number: 6, head: 'polled' });
    // The first poll records the default branch's head (a scan) and queues the new pull request's check.
    // The workers' every-minute poll may claim the repository first: then it is the one that does so,
    // and this call finds nothing due.
    const first = await pollCodeHosts(server.context);
    if (first.scans === 0) {
      expect(first).toEqual({ scans: 0, pullRequests: 0 });
      await waitFor(
        async () => ((await scansOf(6)).length > 0 ? true : undefined),
        30_000,
        'the scheduled poll',
      );
    } else {
      expect(first).toEqual({ scans: 1, pullRequests: 1 });
    }
    expect(await scansOf(6)).toHaveLength(1);
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 0, pullRequests: 0 });
    server.clock.advance(60 * 60 * 1000 + 1000);
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 0, pullRequests: 0 });
    expect(fake.state.requests).toContain('GET /repos/acme/shop/branches/main');

    const sample = await server.api<{ repository: { id: string; changeDetection: string | null } }>(
      'POST',
      '/api/repositories/sample',
      { token: owner.token, body: {} },
    );
    expect(sample.body.repository.changeDetection).toBeNull();
    const refused = await server.api<{
      error: { details: { fields: Array<{ path: string; message: string }> } };
    }>('PUT', `/api/repositories/${sample.body.repository.id}/config`, {
      token: owner.token,
      body: { changeDetection: 'poll' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details.fields).toEqual([
      {
        path: 'changeDetection',
        message:
          'Only repositories connected from GitHub, GitLab or Bitbucket choose between webhooks and polling.',
      },
    ]);
  });
});
