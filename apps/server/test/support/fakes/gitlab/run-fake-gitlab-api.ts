import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBranchHead } from './fake-gitlab-git.js';
import { type FakeGitlabProject, type FakeGitlabState, nextId } from './fake-gitlab-state.js';
import { hookJson, mergeRequestJson, noteJson, projectJson, statusJson, userJson } from './gitlab-objects.js';

type Body = Record<string, unknown>;

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** GitLab's offset pagination: page and per_page in, Link and X-* headers out. */
function sendPage(response: ServerResponse, url: URL, items: unknown[]) {
  const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 20) || 20, 100);
  const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
  const totalPages = Math.max(Math.ceil(items.length / perPage), 1);
  const headers: Record<string, string> = {
    'x-page': String(page),
    'x-per-page': String(perPage),
    'x-total': String(items.length),
    'x-total-pages': String(totalPages),
  };
  if (page < totalPages) {
    const next = new URL(url);
    next.searchParams.set('page', String(page + 1));
    headers['x-next-page'] = String(page + 1);
    headers.link = `<${next.toString()}>; rel="next"`;
  }
  send(response, 200, items.slice((page - 1) * perPage, page * perPage), headers);
}

function tokenOf(request: IncomingMessage): string | undefined {
  const privateToken = request.headers['private-token'];
  if (typeof privateToken === 'string') return privateToken;
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function text(body: Body, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

const notFound = { message: '404 Not found' };

/**
 * GitLab's REST API v4, the calls Driftwatch makes: the current user, projects (membership and
 * minimum access level), project hooks, merge requests, merge request notes and commit statuses.
 * Every call needs an accepted token (PRIVATE-TOKEN or Authorization: Bearer), else 401.
 */
export async function handleGitlabApi(
  state: FakeGitlabState,
  origin: string,
  request: IncomingMessage,
  response: ServerResponse,
  body: Body,
): Promise<void> {
  const url = new URL(request.url ?? '/', origin);
  const method = request.method ?? 'GET';
  const path = url.pathname.replace(/^\/api\/v4/, '');
  state.requests.push({ method, path });
  const token = tokenOf(request);
  if (!token || !state.tokens.has(token)) {
    send(response, 401, { message: '401 Unauthorized' });
    return;
  }
  if (method === 'GET' && path === '/user') return send(response, 200, userJson(origin, state));
  if (method === 'GET' && path === '/projects') {
    return sendPage(
      response,
      url,
      state.projects.map((project) => projectJson(origin, project)),
    );
  }
  const projectMatch = /^\/projects\/([^/]+)(\/.*)?$/.exec(path);
  const project: FakeGitlabProject | undefined = projectMatch
    ? state.projects.find(
        (candidate) =>
          String(candidate.id) === projectMatch[1] ||
          candidate.pathWithNamespace === decodeURIComponent(projectMatch[1] ?? ''),
      )
    : undefined;
  if (!project || !projectMatch) return send(response, 404, { message: '404 Project Not Found' });
  const rest = projectMatch[2] ?? '';
  const now = new Date().toISOString();
  if (method === 'GET' && rest === '') return send(response, 200, projectJson(origin, project));
  if (method === 'POST' && rest === '/hooks') {
    const hookUrl = text(body, 'url');
    if (!hookUrl) return send(response, 400, { error: 'url is missing' });
    const hook = {
      id: nextId(state),
      projectId: project.id,
      url: hookUrl,
      token: text(body, 'token') ?? null,
      pushEvents: body.push_events !== false,
      mergeRequestsEvents: body.merge_requests_events === true,
      enableSslVerification: body.enable_ssl_verification !== false,
      createdAt: now,
    };
    project.hooks.push(hook);
    return send(response, 201, hookJson(hook));
  }
  const hookMatch = /^\/hooks\/(\d+)$/.exec(rest);
  if (method === 'DELETE' && hookMatch) {
    const index = project.hooks.findIndex((hook) => String(hook.id) === hookMatch[1]);
    if (index < 0) return send(response, 404, { message: '404 Not found' });
    project.hooks.splice(index, 1);
    response.writeHead(204).end();
    return;
  }
  if (method === 'GET' && rest === '/merge_requests') {
    const wanted = url.searchParams.get('state');
    const list = project.mergeRequests.filter((mr) => !wanted || wanted === 'all' || mr.state === wanted);
    return sendPage(
      response,
      url,
      list.map((mr) => mergeRequestJson(origin, project, mr)),
    );
  }
  const mrMatch = /^\/merge_requests\/(\d+)(\/notes(?:\/(\d+))?)?$/.exec(rest);
  const mr = mrMatch ? project.mergeRequests.find((item) => String(item.iid) === mrMatch[1]) : undefined;
  if (mrMatch && !mr) return send(response, 404, notFound);
  if (mrMatch && mr) {
    const [, , notesPath, noteId] = mrMatch;
    if (!notesPath && method === 'GET') return send(response, 200, mergeRequestJson(origin, project, mr));
    if (notesPath && !noteId && method === 'GET') {
      return sendPage(
        response,
        url,
        mr.notes.map((note) => noteJson(state, note, mr)),
      );
    }
    if (notesPath && !noteId && method === 'POST') {
      const noteBody = text(body, 'body');
      if (!noteBody) return send(response, 400, { message: { body: ["can't be blank"] } });
      const note = {
        id: nextId(state),
        body: noteBody,
        system: false,
        authorUsername: state.user.username,
        createdAt: now,
        updatedAt: now,
      };
      mr.notes.push(note);
      return send(response, 201, noteJson(state, note, mr));
    }
    const note = mr.notes.find((item) => String(item.id) === noteId);
    if (noteId && !note) return send(response, 404, notFound);
    if (note && method === 'PUT') {
      const noteBody = text(body, 'body');
      if (noteBody) note.body = noteBody;
      note.updatedAt = now;
      return send(response, 200, noteJson(state, note, mr));
    }
  }
  const branchMatch = /^\/repository\/branches\/(.+)$/.exec(rest);
  if (method === 'GET' && branchMatch?.[1]) {
    const branch = decodeURIComponent(branchMatch[1]);
    const sha = await readBranchHead(project.bareDir, branch);
    if (!sha) return send(response, 404, { message: '404 Branch Not Found' });
    return send(response, 200, {
      name: branch,
      default: branch === project.defaultBranch,
      protected: false,
      commit: { id: sha, short_id: sha.slice(0, 8) },
      web_url: `${origin}/${project.pathWithNamespace}/-/tree/${branch}`,
    });
  }
  const statusMatch = /^\/statuses\/([0-9a-f]{7,40})$/.exec(rest);
  if (method === 'POST' && statusMatch?.[1]) {
    const sha = statusMatch[1];
    const state_ = text(body, 'state');
    const states = ['pending', 'running', 'success', 'failed', 'canceled', 'skipped'];
    if (!state_ || !states.includes(state_)) {
      return send(response, 400, { error: 'state does not have a valid value' });
    }
    const name = text(body, 'name') ?? text(body, 'context') ?? 'default';
    let status = project.statuses.find((item) => item.sha === sha && item.name === name);
    if (!status) {
      status = {
        id: nextId(state),
        sha,
        name,
        status: state_,
        description: null,
        targetUrl: null,
        updatedAt: now,
      };
      project.statuses.push(status);
    }
    status.status = state_;
    status.description = text(body, 'description') ?? status.description;
    status.targetUrl = text(body, 'target_url') ?? status.targetUrl;
    status.updatedAt = now;
    return send(response, 201, statusJson(status));
  }
  send(response, 404, { error: '404 Not Found' });
}
