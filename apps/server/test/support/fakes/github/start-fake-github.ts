import { createPublicKey, verify } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { branchHead, commitFiles, hostRepository, publishPullRequestHead } from './fake-github-git.js';
import { FakeGithubState, type FakePullRequest, type FakeRepository } from './fake-github-state.js';
import { HttpError } from './fake-http-error.js';
import { installationJson, pullRequestEvent, repositoryJson } from './github-payloads.js';
import { renderFakePullPage } from './render-fake-pull-page.js';
import { routeFakePulls } from './route-fake-pulls.js';
import { serveSmartGit } from './serve-smart-git.js';
import { sendGithubWebhook, type WebhookDelivery } from './sign-github-webhook.js';

export interface FakeGithub {
  /** http://127.0.0.1:<port>: the web host (GITHUB_WEB_URL) and git remotes. */
  url: string;
  /** GITHUB_API_URL (as on GitHub Enterprise Server, under /api/v3). */
  apiUrl: string;
  /** Environment for a Driftwatch server pointed at this fake. */
  env: Record<string, string>;
  state: FakeGithubState;
  /** Hosts a repository (a copy of the git repository at `sourceDir`) and adds it to an installation. */
  addRepository(input: {
    owner: string;
    name: string;
    sourceDir: string;
    installationId: number;
    private?: boolean;
    language?: string;
    description?: string;
  }): Promise<FakeRepository>;
  addInstallation(account: string): number;
  commit(
    repo: FakeRepository,
    input: { branch: string; from?: string; files: Record<string, string>; message: string },
  ): Promise<string>;
  /** Opens a pull request (or records a push to it) without delivering any event, as when webhooks cannot arrive. */
  openPullRequest(
    repo: FakeRepository,
    input: { number: number; head: string; base?: string; title?: string; fromFork?: boolean },
  ): Promise<FakePullRequest>;
  /** Opens (or pushes to) a pull request and delivers the signed pull_request event. */
  pullRequestEvent(
    repo: FakeRepository,
    input: {
      number: number;
      action: 'opened' | 'synchronize' | 'reopened';
      head: string;
      base?: string;
      title?: string;
      /** The head branch lives in a fork: the base repository has it only as refs/pull/<n>/head. */
      fromFork?: boolean;
    },
  ): Promise<WebhookDelivery>;
  deliver(
    event: string,
    payload: unknown,
    options?: { deliveryId?: string; signature?: string | null },
  ): Promise<WebhookDelivery>;
  /** Where deliveries go (Driftwatch's /webhooks/github) and where the install page sends the browser back (/install/github). */
  pointAt(driftwatchUrl: string): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function base64UrlJson(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The App's JWT (RS256, iss = app id, at most 10 minutes) checked with the App's public key. */
function requireAppJwt(state: FakeGithubState, request: IncomingMessage): void {
  const header = request.headers.authorization ?? '';
  const jwt = header.replace(/^(Bearer|token) /i, '');
  const [head, payload, signature] = jwt.split('.');
  if (!head || !payload || !signature) throw new HttpError(401, 'A JSON web token could not be decoded');
  const valid = verify(
    'RSA-SHA256',
    Buffer.from(`${head}.${payload}`),
    createPublicKey(state.publicKeyPem),
    Buffer.from(signature, 'base64url'),
  );
  const claims = base64UrlJson(payload);
  const now = Math.floor(Date.now() / 1000);
  if (!valid || String(claims.iss) !== state.appId)
    throw new HttpError(401, 'A JSON web token could not be decoded');
  if (typeof claims.exp !== 'number' || claims.exp < now || claims.exp - Number(claims.iat) > 600)
    throw new HttpError(401, "'Expiration time' claim ('exp') is too far in the future");
}

function requireInstallationToken(state: FakeGithubState, request: IncomingMessage) {
  const header = request.headers.authorization ?? '';
  const token = header.replace(/^(Bearer|token) /i, '');
  const installation = state.installationOfToken(token);
  if (!installation) throw new HttpError(401, 'Bad credentials');
  return installation;
}

/** Git sends the token as Basic x-access-token:<token>. */
function gitTokenAllows(state: FakeGithubState, request: IncomingMessage, repo: FakeRepository): boolean {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  const [, token = ''] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  return state.installationOfToken(token)?.repositoryIds.includes(repo.id) ?? false;
}

async function route(
  state: FakeGithubState,
  origin: string,
  gitRoot: string,
  options: { setupUrl?: string },
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', origin);
  const method = request.method ?? 'GET';
  const pathname = url.pathname;
  const git = /^\/git\/([^/]+)\/([^/]+)\.git(\/.*)$/.exec(pathname);
  if (git) {
    const repo = state.repositoryByName(git[1] ?? '', git[2] ?? '');
    if (!repo) throw new HttpError(404, 'Repository not found');
    if (!gitTokenAllows(state, request, repo)) {
      response.writeHead(401, { 'www-authenticate': 'Basic realm="GitHub"' }).end();
      return;
    }
    serveSmartGit(gitRoot, `/${repo.owner}/${repo.name}.git${git[3]}`, request, response);
    return;
  }
  const pull = /^\/([^/]+)\/([^/]+)\/pull\/(\d+)$/.exec(pathname);
  if (method === 'GET' && pull) {
    const repo = state.repositoryByName(pull[1] ?? '', pull[2] ?? '');
    const pr = state.pullRequests.find((p) => p.repositoryId === repo?.id && p.number === Number(pull[3]));
    if (!repo || !pr) throw new HttpError(404, 'Not Found');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(renderFakePullPage(state, `${repo.owner}/${repo.name}`, pr));
    return;
  }
  if (method === 'GET' && pathname === '/_fake/state') {
    sendJson(response, 200, {
      checkRuns: state.checkRuns,
      comments: state.comments,
      requests: state.requests,
    });
    return;
  }
  const install = /^\/apps\/([^/]+)\/installations\/new$/.exec(pathname);
  if (method === 'GET' && install) {
    // The install page: "Install" creates nothing here; tests add the installation and this page sends the browser back.
    const installationId = Number(
      url.searchParams.get('target_id') ?? [...state.installations.keys()][0] ?? 0,
    );
    const back = new URL(options.setupUrl ?? `${origin}/setup-url-not-set`);
    back.searchParams.set('installation_id', String(installationId));
    back.searchParams.set('setup_action', 'install');
    if (url.searchParams.get('state')) back.searchParams.set('state', url.searchParams.get('state') ?? '');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Install ${install[1]}</title><h1>Install ${install[1]}</h1><a id="install" href="${back.toString().replace(/&/g, '&amp;')}">Install</a>`,
    );
    return;
  }
  if (!pathname.startsWith('/api/v3/')) throw new HttpError(404, 'Not Found');
  const api = pathname.slice('/api/v3'.length);
  state.requests.push(`${method} ${api}`);
  const body =
    method === 'GET' ? {} : (JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>);

  let match = /^\/app\/installations\/(\d+)$/.exec(api);
  if (method === 'GET' && match) {
    requireAppJwt(state, request);
    const installation = state.installations.get(Number(match[1]));
    if (!installation) throw new HttpError(404, 'Not Found');
    sendJson(response, 200, installationJson(origin, state, installation));
    return;
  }
  match = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(api);
  if (method === 'POST' && match) {
    requireAppJwt(state, request);
    const installation = state.installations.get(Number(match[1]));
    if (!installation) throw new HttpError(404, 'Not Found');
    const { token, expiresAt } = state.issueToken(installation.id);
    sendJson(response, 201, {
      token,
      expires_at: expiresAt.toISOString(),
      permissions: installationJson(origin, state, installation).permissions,
      repository_selection: 'selected',
    });
    return;
  }
  if (method === 'GET' && api === '/installation/repositories') {
    const installation = requireInstallationToken(state, request);
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const all = installation.repositoryIds.flatMap((id) => {
      const repo = state.repositories.get(id);
      return repo ? [repositoryJson(origin, repo)] : [];
    });
    sendJson(response, 200, {
      total_count: all.length,
      repository_selection: 'selected',
      repositories: all.slice((page - 1) * perPage, page * perPage),
    });
    return;
  }
  match = /^\/repos\/([^/]+)\/([^/]+)\/(.*)$/.exec(api);
  if (!match) throw new HttpError(404, 'Not Found');
  const installation = requireInstallationToken(state, request);
  const repo = state.repositoryByName(match[1] ?? '', match[2] ?? '');
  if (!repo || !installation.repositoryIds.includes(repo.id)) throw new HttpError(404, 'Not Found');
  const fullName = `${repo.owner}/${repo.name}`;
  const rest = match[3] ?? '';
  if (await routeFakePulls(state, origin, repo, { method, rest, url, body }, response)) return;
  const branch = /^branches\/(.+)$/.exec(rest);
  if (method === 'GET' && branch) {
    const name = decodeURIComponent(branch[1] ?? '');
    const sha = await branchHead(repo.workDir, name).catch(() => undefined);
    if (!sha) throw new HttpError(404, 'Branch not found');
    sendJson(response, 200, { name, commit: { sha }, protected: false });
    return;
  }
  const output = (body.output ?? {}) as { title?: string; summary?: string; annotations?: unknown[] };
  if (output.annotations && output.annotations.length > 50)
    throw new HttpError(422, 'Only 50 annotations may be sent per request');
  if (method === 'POST' && rest === 'check-runs') {
    if (typeof body.name !== 'string' || typeof body.head_sha !== 'string')
      throw new HttpError(422, 'name and head_sha are required');
    const run = {
      id: state.newId(),
      repository: fullName,
      name: body.name,
      head_sha: body.head_sha,
      status: typeof body.status === 'string' ? body.status : 'queued',
      conclusion: typeof body.conclusion === 'string' ? body.conclusion : null,
      output: { title: output.title ?? null, summary: output.summary ?? null },
      annotations: (output.annotations ?? []) as FakeGithubState['checkRuns'][number]['annotations'],
      requests: 1,
    };
    state.checkRuns.push(run);
    sendJson(response, 201, { ...run, html_url: `${origin}/${fullName}/runs/${run.id}` });
    return;
  }
  match = /^check-runs\/(\d+)$/.exec(rest);
  if (method === 'PATCH' && match) {
    const run = state.checkRuns.find((r) => r.id === Number(match?.[1]) && r.repository === fullName);
    if (!run) throw new HttpError(404, 'Not Found');
    if (typeof body.status === 'string') run.status = body.status;
    if (typeof body.conclusion === 'string') {
      run.conclusion = body.conclusion;
      run.status = 'completed';
    }
    if (output.title) run.output = { title: output.title, summary: output.summary ?? null };
    run.annotations.push(...((output.annotations ?? []) as typeof run.annotations));
    run.requests += 1;
    sendJson(response, 200, run);
    return;
  }
  match = /^issues\/(\d+)\/comments$/.exec(rest);
  if (match) {
    const issueNumber = Number(match[1]);
    if (method === 'GET') {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const list = state
        .commentsOf(fullName, issueNumber)
        .map((c) => ({ id: c.id, body: c.body, user: { login: `${state.slug}[bot]`, type: 'Bot' } }));
      sendJson(response, 200, list.slice((page - 1) * perPage, page * perPage));
      return;
    }
    if (method === 'POST') {
      if (typeof body.body !== 'string') throw new HttpError(422, 'body is required');
      const comment = { id: state.newId(), repository: fullName, issueNumber, body: body.body, edits: 0 };
      state.comments.push(comment);
      sendJson(response, 201, { id: comment.id, body: comment.body });
      return;
    }
  }
  match = /^issues\/comments\/(\d+)$/.exec(rest);
  if (method === 'PATCH' && match) {
    const comment = state.comments.find((c) => c.id === Number(match?.[1]) && c.repository === fullName);
    if (!comment) throw new HttpError(404, 'Not Found');
    if (typeof body.body !== 'string') throw new HttpError(422, 'body is required');
    comment.body = body.body;
    comment.edits += 1;
    sendJson(response, 200, { id: comment.id, body: comment.body });
    return;
  }
  throw new HttpError(404, 'Not Found');
}

/**
 * A local GitHub: the REST API a GitHub App uses (app JWT checked with the App's public key,
 * installation tokens, installation repositories, check runs, issue comments, pull requests' files
 * and review comments), its repositories over git's smart HTTP protocol requiring an installation
 * token, an install page, and a webhook sender that signs as GitHub does. A pull request's page
 * (`/{owner}/{repo}/pull/{n}`, its html_url) renders its checks, comment and suggestions.
 */
export async function startFakeGithub(
  options: { port?: number; webhookUrl?: string; setupUrl?: string } = {},
): Promise<FakeGithub> {
  const state = new FakeGithubState();
  const gitRoot = await mkdtemp(path.join(tmpdir(), 'fake-github-'));
  let origin = '';
  const server = createServer((request, response) => {
    route(state, origin, gitRoot, options, request, response).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (!response.headersSent)
        sendJson(response, status, {
          message: error instanceof Error ? error.message : 'Server Error',
          ...(error instanceof HttpError && error.errors
            ? { errors: error.errors, status: String(status) }
            : {}),
          documentation_url: 'https://docs.github.com/rest',
        });
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const apiUrl = `${origin}/api/v3`;
  const deliver: FakeGithub['deliver'] = (event, payload, deliveryOptions = {}) => {
    if (!options.webhookUrl) throw new Error('startFakeGithub needs webhookUrl to deliver events');
    return sendGithubWebhook(options.webhookUrl, {
      secret: state.webhookSecret,
      event,
      payload,
      ...deliveryOptions,
    });
  };
  const fake: FakeGithub = {
    url: origin,
    apiUrl,
    state,
    env: {
      GITHUB_APP_ID: state.appId,
      GITHUB_APP_PRIVATE_KEY: state.privateKeyPem,
      GITHUB_APP_WEBHOOK_SECRET: state.webhookSecret,
      GITHUB_APP_SLUG: state.slug,
      GITHUB_API_URL: apiUrl,
      GITHUB_WEB_URL: origin,
    },
    addInstallation(account) {
      const id = state.newId();
      state.installations.set(id, { id, account, repositoryIds: [] });
      return id;
    },
    async addRepository(input) {
      const id = state.newId();
      const bareDir = path.join(gitRoot, input.owner, `${input.name}.git`);
      const workDir = path.join(gitRoot, '_work', input.owner, input.name);
      await hostRepository(input.sourceDir, bareDir, workDir);
      const repo: FakeRepository = {
        id,
        owner: input.owner,
        name: input.name,
        private: input.private ?? true,
        description: input.description ?? null,
        language: input.language ?? null,
        defaultBranch: 'main',
        bareDir,
        workDir,
      };
      state.repositories.set(id, repo);
      state.installations.get(input.installationId)?.repositoryIds.push(id);
      return repo;
    },
    commit: (repo, input) => commitFiles(repo.workDir, { from: repo.defaultBranch, ...input }),
    async openPullRequest(repo, input) {
      const base = input.base ?? repo.defaultBranch;
      let pr = state.pullRequests.find((p) => p.repositoryId === repo.id && p.number === input.number);
      const headSha = await branchHead(repo.workDir, pr?.head ?? input.head);
      const baseSha = await branchHead(repo.workDir, pr?.base ?? base);
      if (!pr) {
        pr = {
          number: input.number,
          repositoryId: repo.id,
          title: input.title ?? `Pull request ${input.number}`,
          head: input.head,
          base,
          headSha,
          baseSha,
        };
        state.pullRequests.push(pr);
      }
      pr.headSha = headSha;
      pr.baseSha = baseSha;
      await publishPullRequestHead(repo.workDir, {
        number: pr.number,
        sha: headSha,
        branch: pr.head,
        fromFork: input.fromFork === true,
      });
      return pr;
    },
    async pullRequestEvent(repo, input) {
      const pr = await fake.openPullRequest(repo, input);
      const payload = pullRequestEvent(origin, state, {
        action: input.action,
        number: pr.number,
        title: pr.title,
        repo,
        head: pr.head,
        base: pr.base,
        headSha: pr.headSha,
        baseSha: pr.baseSha,
      });
      return deliver('pull_request', payload);
    },
    deliver,
    pointAt(driftwatchUrl) {
      options.webhookUrl = `${driftwatchUrl}/webhooks/github`;
      options.setupUrl = `${driftwatchUrl}/install/github`;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
