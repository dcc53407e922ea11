import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveSmartGit } from '../github/serve-smart-git.js';
import { git, readBranchHead } from '../gitlab/fake-gitlab-git.js';
import { pullRequestEvent, pushEvent } from './bitbucket-hook-events.js';
import {
  type FakeBitbucketConsumer,
  type FakeBitbucketOauthLog,
  handleBitbucketOauth,
} from './fake-bitbucket-oauth.js';
import {
  createFakeBitbucketState,
  type FakeBitbucketPullRequest,
  type FakeBitbucketRepository,
  type FakeBitbucketState,
  fullName,
} from './fake-bitbucket-state.js';
import { renderPullRequestPage } from './render-pull-request-page.js';
import { handleBitbucketApi } from './run-fake-bitbucket-api.js';

interface HookDelivery {
  url: string;
  status: number;
  body: string;
}

type BitbucketEventKey = 'repo:push' | 'pullrequest:created' | 'pullrequest:updated';

export interface FakeBitbucket {
  /** http://127.0.0.1:<port>: the site (OAuth, git remotes); the API is `${origin}/2.0`. */
  origin: string;
  apiUrl: string;
  state: FakeBitbucketState;
  oauth: FakeBitbucketOauthLog;
  consumer: FakeBitbucketConsumer;
  /** Makes Bitbucket accept an access token of `workspace` (it acts as no user). */
  acceptAccessToken(token: string, workspace: string): void;
  /** Makes Bitbucket accept an API token with its Atlassian email. */
  acceptApiToken(email: string, token: string): void;
  /** A repository whose git data is a bare copy of `worktree`'s branches. */
  addRepository(input: {
    worktree: string;
    fullName: string;
    description?: string;
    language?: string;
    /** Private by default; anyone may read a public one. */
    isPrivate?: boolean;
  }): Promise<FakeBitbucketRepository>;
  /** Pushes the worktree's branches to the repository; returns the new head of `branch`. */
  push(repository: FakeBitbucketRepository, worktree: string, branch: string): Promise<string>;
  /** A pull request from a branch of the repository, or of `fork` (then its destination is the default branch's head). */
  openPullRequest(
    repository: FakeBitbucketRepository,
    input: { sourceBranch: string; title: string; fork?: FakeBitbucketRepository },
  ): Promise<FakeBitbucketPullRequest>;
  /** Reads the pull request's head and destination again after a push. */
  refreshPullRequest(repository: FakeBitbucketRepository, pr: FakeBitbucketPullRequest): Promise<void>;
  /**
   * Sends an event to every active hook of the repository that subscribed to it, signed with that
   * hook's secret (X-Hub-Signature: sha256=HMAC of the body), as Bitbucket does.
   */
  deliver(
    repository: FakeBitbucketRepository,
    event: { key: BitbucketEventKey; body: unknown },
    options?: {
      requestId?: string;
      /** A signature to send instead of the right one (null: none). */
      signature?: string | null;
      /** The origin that reaches the hook's host: a test server listens elsewhere than its PUBLIC_URL. */
      via?: string;
    },
  ): Promise<HookDelivery[]>;
  pushEvent(
    repository: FakeBitbucketRepository,
    push: { branch: string; before: string; after: string },
  ): unknown;
  pullRequestEvent(repository: FakeBitbucketRepository, pr: FakeBitbucketPullRequest): unknown;
  close(): Promise<void>;
}

function readJson(text: string): Record<string, unknown> {
  if (text === '') return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/** Git over HTTPS takes access tokens under x-token-auth and API tokens under x-bitbucket-api-token-auth. */
function gitAuthorized(state: FakeBitbucketState, request: IncomingMessage): boolean {
  const match = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const token = decoded.slice(decoded.indexOf(':') + 1);
  return (
    state.tokens.has(token) || state.accessTokens.has(token) || [...state.apiTokens.values()].includes(token)
  );
}

/** A local Bitbucket Cloud (REST API 2.0, OAuth consumer, git over smart HTTP) for the real `bitbucket` SDK and git. */
export async function startFakeBitbucket(
  consumerInput: Partial<FakeBitbucketConsumer> = {},
): Promise<FakeBitbucket> {
  const state = createFakeBitbucketState();
  const consumer: FakeBitbucketConsumer = {
    key: 'bitbucket-consumer-key',
    secret: 'bitbucket-consumer-secret',
    callbackUrl: 'http://driftwatch.test/api/auth/bitbucket/callback',
    expiresIn: 7200,
    ...consumerInput,
  };
  const oauth: FakeBitbucketOauthLog = { codes: new Set(), refreshTokens: new Set(), grants: [] };
  const reposDir = await mkdtemp(path.join(tmpdir(), 'driftwatch-fake-bitbucket-'));
  let origin = '';
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const repository = state.repositories.find((candidate) =>
      pathname.startsWith(`/${fullName(candidate)}.git/`),
    );
    if (repository) {
      if (!gitAuthorized(state, request)) {
        response.writeHead(401, { 'www-authenticate': 'Basic realm="Bitbucket.org HTTP"' }).end();
        return;
      }
      serveSmartGit(reposDir, pathname, request, response);
      return;
    }
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      if (handleBitbucketOauth(state, consumer, oauth, request, response, text)) return;
      if (!pathname.startsWith('/2.0/')) {
        const page = /^\/([^/]+)\/([^/]+)\/pull-requests\/(\d+)$/.exec(pathname);
        const shown = state.repositories.find(
          (item) => `${item.workspace}/${item.slug}` === `${page?.[1]}/${page?.[2]}`,
        );
        const html = shown ? renderPullRequestPage(shown, Number(page?.[3])) : undefined;
        if (html) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
        else response.writeHead(404).end();
        return;
      }
      handleBitbucketApi(state, origin, request, response, readJson(text)).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The fake Bitbucket has no port');
  origin = `http://127.0.0.1:${address.port}`;

  const mergeBase = async (repository: FakeBitbucketRepository, branch: string) =>
    (
      await git(
        repository.bareDir,
        'merge-base',
        `refs/heads/${repository.mainBranch}`,
        `refs/heads/${branch}`,
      )
    ).stdout.trim();
  const headOf = async (repository: FakeBitbucketRepository, branch: string) => {
    const head = await readBranchHead(repository.bareDir, branch);
    if (!head) throw new Error(`No branch ${branch}`);
    return head;
  };

  return {
    origin,
    apiUrl: `${origin}/2.0`,
    state,
    oauth,
    consumer,
    acceptAccessToken: (token, workspace) => state.accessTokens.set(token, workspace),
    acceptApiToken: (email, token) => state.apiTokens.set(email, token),
    async addRepository({
      worktree,
      fullName: name,
      description = '',
      language = 'typescript',
      isPrivate = true,
    }) {
      const [workspace = '', slug = ''] = name.split('/');
      const bareDir = path.join(reposDir, `${name}.git`);
      await git(worktree, 'clone', '--quiet', '--bare', worktree, bareDir);
      const repository: FakeBitbucketRepository = {
        uuid: `{${randomUUID()}}`,
        workspace,
        slug,
        name: slug,
        description,
        language,
        isPrivate,
        mainBranch: 'main',
        bareDir,
        hooks: [],
        pullRequests: [],
        statuses: [],
      };
      state.repositories.push(repository);
      return repository;
    },
    async push(repository, worktree, branch) {
      await git(repository.bareDir, 'fetch', '--quiet', worktree, '+refs/heads/*:refs/heads/*');
      return headOf(repository, branch);
    },
    async openPullRequest(repository, { sourceBranch, title, fork }) {
      const pr: FakeBitbucketPullRequest = {
        id: repository.pullRequests.length + 1,
        title,
        state: 'OPEN',
        sourceBranch,
        sourceRepository: fork ?? null,
        destinationBranch: repository.mainBranch,
        sourceHash: await headOf(fork ?? repository, sourceBranch),
        destinationHash: fork
          ? await headOf(repository, repository.mainBranch)
          : await mergeBase(repository, sourceBranch),
        comments: [],
      };
      repository.pullRequests.push(pr);
      return pr;
    },
    async refreshPullRequest(repository, pr) {
      pr.sourceHash = await headOf(pr.sourceRepository ?? repository, pr.sourceBranch);
      pr.destinationHash = await headOf(repository, pr.destinationBranch);
    },
    async deliver(repository, event, options = {}) {
      const requestId = options.requestId ?? randomUUID();
      const deliveries: HookDelivery[] = [];
      const body = JSON.stringify(event.body);
      for (const hook of repository.hooks.filter((item) => item.active && item.events.includes(event.key))) {
        const signature =
          options.signature === undefined
            ? hook.secret
              ? `sha256=${createHmac('sha256', hook.secret).update(body).digest('hex')}`
              : null
            : options.signature;
        const target = options.via ? `${options.via}${new URL(hook.url).pathname}` : hook.url;
        const response = await fetch(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Bitbucket-Webhooks/2.0',
            'x-event-key': event.key,
            'x-hook-uuid': hook.uuid,
            'x-request-uuid': requestId,
            'x-attempt-number': '1',
            ...(signature ? { 'x-hub-signature': signature } : {}),
          },
          body,
        });
        deliveries.push({ url: hook.url, status: response.status, body: await response.text() });
      }
      return deliveries;
    },
    pushEvent: (repository, push) => pushEvent(origin, repository, push),
    pullRequestEvent: (repository, pr) => pullRequestEvent(origin, repository, pr),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
