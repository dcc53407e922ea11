import type { IncomingMessage, ServerResponse } from 'node:http';
import { git } from '../gitlab/fake-gitlab-git.js';
import {
  commentJson,
  errorJson,
  pullRequestJson,
  repositoryJson,
  statusJson,
  userJson,
} from './bitbucket-objects.js';
import { type FakeBitbucketRepository, type FakeBitbucketState, nextId } from './fake-bitbucket-state.js';

type Body = Record<string, unknown>;

function send(response: ServerResponse, status: number, body?: unknown) {
  response
    .writeHead(status, { 'content-type': 'application/json' })
    .end(body === undefined ? '' : JSON.stringify(body));
}

/** Bitbucket's pagination: `page` and `pagelen` in; `values`, `size`, `page` and a full `next` URL out. */
function sendPage(response: ServerResponse, url: URL, items: unknown[]) {
  const pagelen = Math.min(Number(url.searchParams.get('pagelen') ?? 10) || 10, 100);
  const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
  const body: Record<string, unknown> = {
    size: items.length,
    page,
    pagelen,
    values: items.slice((page - 1) * pagelen, page * pagelen),
  };
  if (page * pagelen < items.length) {
    const next = new URL(url);
    next.searchParams.set('page', String(page + 1));
    body.next = next.toString();
  }
  send(response, 200, body);
}

/** Who a call acts as: the user (OAuth tokens, API tokens in Basic auth) or an access token's workspace. */
type Caller = { kind: 'user' } | { kind: 'access'; workspace: string };

function callerOf(state: FakeBitbucketState, request: IncomingMessage): Caller | undefined {
  const header = request.headers.authorization ?? '';
  const bearer = /^Bearer (.+)$/.exec(header)?.[1];
  if (bearer) {
    const workspace = state.accessTokens.get(bearer);
    if (workspace) return { kind: 'access', workspace };
    return state.tokens.has(bearer) ? { kind: 'user' } : undefined;
  }
  const basic = /^Basic (.+)$/.exec(header);
  if (!basic?.[1]) return undefined;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return state.apiTokens.get(decoded.slice(0, colon)) === decoded.slice(colon + 1)
    ? { kind: 'user' }
    : undefined;
}

const unsupported = errorJson('Token is invalid or not supported for this endpoint.');
const lacksScope = errorJson('Your credentials lack one or more required privilege scopes.');

async function revParse(repository: FakeBitbucketRepository, revision: string): Promise<string | undefined> {
  try {
    return (await git(repository.bareDir, 'rev-parse', '--verify', `${revision}^{commit}`)).stdout.trim();
  } catch {
    return undefined;
  }
}

function text(body: Body, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

const hookEvents = new Set([
  'repo:push',
  'pullrequest:created',
  'pullrequest:updated',
  'pullrequest:fulfilled',
]);

/**
 * Bitbucket Cloud's REST API 2.0 under /2.0, the calls Driftwatch makes: the current user,
 * repositories (role filter, paginated), webhooks, branches, commits, merge base, pull requests,
 * their comments and build statuses. Every call needs an accepted credential, else 401.
 */
export async function handleBitbucketApi(
  state: FakeBitbucketState,
  origin: string,
  request: IncomingMessage,
  response: ServerResponse,
  body: Body,
): Promise<void> {
  const url = new URL(request.url ?? '/', origin);
  const method = request.method ?? 'GET';
  const path = url.pathname.replace(/^\/2\.0/, '');
  state.requests.push({ method, path });
  const caller = callerOf(state, request);
  if (!caller) return send(response, 401, unsupported);
  // Access tokens act as no user: Bitbucket answers the user's own endpoints as unsupported.
  if (method === 'GET' && (path === '/user' || path === '/repositories')) {
    if (caller.kind === 'access') return send(response, 401, unsupported);
    if (path === '/user') return send(response, 200, userJson(origin, state));
    return sendPage(
      response,
      url,
      state.repositories.map((repository) => repositoryJson(origin, repository)),
    );
  }
  const listMatch = /^\/repositories\/([^/]+)$/.exec(path);
  if (method === 'GET' && listMatch?.[1]) {
    const workspace = decodeURIComponent(listMatch[1]);
    if (caller.kind === 'access' && caller.workspace !== workspace) return send(response, 403, lacksScope);
    const inWorkspace = state.repositories.filter((repository) => repository.workspace === workspace);
    return sendPage(
      response,
      url,
      inWorkspace.map((repository) => repositoryJson(origin, repository)),
    );
  }
  const match = /^\/repositories\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
  const workspace = decodeURIComponent(match?.[1] ?? '');
  const slug = decodeURIComponent(match?.[2] ?? '');
  const repository = state.repositories.find(
    (candidate) => candidate.workspace === workspace && (candidate.slug === slug || candidate.uuid === slug),
  );
  if (!repository || !match) return send(response, 404, errorJson('Repository not found'));
  const readsPublic = method === 'GET' && !repository.isPrivate;
  if (caller.kind === 'access' && caller.workspace !== repository.workspace && !readsPublic)
    return send(response, 403, lacksScope);
  const rest = match[3] ?? '';
  const now = new Date().toISOString();
  if (method === 'GET' && rest === '') return send(response, 200, repositoryJson(origin, repository));
  if (method === 'POST' && rest === '/hooks') {
    const hookUrl = text(body, 'url');
    const events = Array.isArray(body.events) ? body.events.filter((item) => typeof item === 'string') : [];
    if (!hookUrl || events.length === 0 || events.some((event) => !hookEvents.has(event))) {
      return send(response, 400, errorJson('Invalid webhook: url and known events are required.'));
    }
    const hook = {
      uuid: `{${crypto.randomUUID()}}`,
      url: hookUrl,
      description: text(body, 'description') ?? '',
      active: body.active !== false,
      secret: text(body, 'secret') ?? null,
      events,
      createdAt: now,
    };
    repository.hooks.push(hook);
    const { secret: _secret, ...shown } = hook;
    return send(response, 201, { type: 'webhook_subscription', ...shown, secret_set: hook.secret !== null });
  }
  const hookMatch = /^\/hooks\/(.+)$/.exec(rest);
  if (method === 'DELETE' && hookMatch?.[1]) {
    const uid = decodeURIComponent(hookMatch[1]);
    const index = repository.hooks.findIndex((hook) => hook.uuid === uid);
    if (index < 0) return send(response, 404, errorJson('Webhook not found'));
    repository.hooks.splice(index, 1);
    return send(response, 204);
  }
  const branchMatch = /^\/refs\/branches\/(.+)$/.exec(rest);
  if (method === 'GET' && branchMatch?.[1]) {
    const name = decodeURIComponent(branchMatch[1]);
    const hash = await revParse(repository, `refs/heads/${name}`);
    if (!hash) return send(response, 404, errorJson(`Branch "${name}" not found`));
    return send(response, 200, { type: 'branch', name, target: { type: 'commit', hash } });
  }
  const statusMatch = /^\/commit\/([0-9a-f]{7,40})\/statuses\/build$/.exec(rest);
  if (method === 'POST' && statusMatch?.[1]) {
    const commit = statusMatch[1];
    const key = text(body, 'key');
    const buildState = text(body, 'state');
    const statusUrl = text(body, 'url');
    if (!key || !statusUrl || !['SUCCESSFUL', 'FAILED', 'INPROGRESS', 'STOPPED'].includes(buildState ?? '')) {
      return send(
        response,
        400,
        errorJson('key, state (SUCCESSFUL, FAILED, INPROGRESS, STOPPED) and url are required.'),
      );
    }
    let status = repository.statuses.find((item) => item.commit === commit && item.key === key);
    if (!status) {
      status = { key, commit, state: '', name: null, description: null, url: statusUrl, updatedOn: now };
      repository.statuses.push(status);
    }
    Object.assign(status, {
      state: buildState,
      name: text(body, 'name') ?? status.name,
      description: text(body, 'description') ?? status.description,
      url: statusUrl,
      updatedOn: now,
    });
    return send(response, 201, statusJson(status));
  }
  const commitMatch = /^\/commit\/([0-9a-f]{7,40})$/.exec(rest);
  if (method === 'GET' && commitMatch?.[1]) {
    const hash = await revParse(repository, commitMatch[1]);
    if (!hash) return send(response, 404, errorJson(`Commit not found: ${commitMatch[1]}`));
    return send(response, 200, { type: 'commit', hash });
  }
  const mergeBaseMatch = /^\/merge-base\/([0-9a-f]{7,40})\.\.([0-9a-f]{7,40})$/.exec(rest);
  if (method === 'GET' && mergeBaseMatch?.[1] && mergeBaseMatch[2]) {
    const [left, right] = [
      await revParse(repository, mergeBaseMatch[1]),
      await revParse(repository, mergeBaseMatch[2]),
    ];
    if (!left || !right) return send(response, 404, errorJson('Commit not found'));
    const hash = (await git(repository.bareDir, 'merge-base', left, right)).stdout.trim();
    return send(response, 200, { type: 'commit', hash });
  }
  if (method === 'GET' && rest === '/pullrequests') {
    const wanted = url.searchParams.getAll('state');
    const list = repository.pullRequests.filter((pr) =>
      wanted.length === 0 ? pr.state === 'OPEN' : wanted.includes(pr.state),
    );
    return sendPage(
      response,
      url,
      list.map((pr) => pullRequestJson(origin, repository, pr)),
    );
  }
  const prMatch = /^\/pullrequests\/(\d+)(\/comments(?:\/(\d+))?)?$/.exec(rest);
  const pr = prMatch ? repository.pullRequests.find((item) => String(item.id) === prMatch[1]) : undefined;
  if (prMatch && !pr) return send(response, 404, errorJson('Pull request not found'));
  if (prMatch && pr) {
    const [, , commentsPath, commentId] = prMatch;
    if (!commentsPath && method === 'GET')
      return send(response, 200, pullRequestJson(origin, repository, pr));
    if (commentsPath && !commentId && method === 'GET') {
      return sendPage(
        response,
        url,
        pr.comments.map((comment) => commentJson(state, comment)),
      );
    }
    const content = body.content;
    const raw =
      typeof content === 'object' && content !== null && 'raw' in content && typeof content.raw === 'string'
        ? content.raw
        : undefined;
    if (commentsPath && !commentId && method === 'POST') {
      if (!raw) return send(response, 400, errorJson('content.raw is required'));
      const comment = { id: nextId(state), raw, deleted: false, createdOn: now, updatedOn: now };
      pr.comments.push(comment);
      return send(response, 201, commentJson(state, comment));
    }
    const comment = pr.comments.find((item) => String(item.id) === commentId);
    if (commentId && !comment) return send(response, 404, errorJson('Comment not found'));
    if (comment && method === 'PUT') {
      if (!raw) return send(response, 400, errorJson('content.raw is required'));
      comment.raw = raw;
      comment.updatedOn = now;
      return send(response, 200, commentJson(state, comment));
    }
  }
  send(response, 404, errorJson(`No such resource: ${method} ${path}`));
}
