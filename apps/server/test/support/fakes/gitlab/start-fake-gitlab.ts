import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { git, readBranchHead, serveGitlabGit } from './fake-gitlab-git.js';
import { type FakeGitlabApplication, handleGitlabOauth } from './fake-gitlab-oauth.js';
import {
  createFakeGitlabState,
  type FakeGitlabMergeRequest,
  type FakeGitlabProject,
  type FakeGitlabState,
  nextId,
} from './fake-gitlab-state.js';
import { mergeRequestEvent, pushEvent } from './gitlab-hook-events.js';
import { handleGitlabApi } from './run-fake-gitlab-api.js';

interface HookDelivery {
  url: string;
  status: number;
  body: string;
}

export interface FakeGitlab {
  /** http://127.0.0.1:<port>: GITLAB_URL (the API is under /api/v4, git remotes at /<path>.git). */
  origin: string;
  state: FakeGitlabState;
  /** Makes GitLab accept a token (a personal access token the user created). */
  acceptToken(token: string): void;
  /** A project whose repository is a bare copy of `worktree`'s branches. */
  addProject(input: {
    worktree: string;
    pathWithNamespace: string;
    description?: string;
  }): Promise<FakeGitlabProject>;
  /** Pushes the worktree's branches to the project (as `git push --all` would); returns the new head of `branch`. */
  push(project: FakeGitlabProject, worktree: string, branch: string): Promise<string>;
  /** Opens a merge request of `sourceBranch` into the default branch, as pushed. */
  openMergeRequest(
    project: FakeGitlabProject,
    input: { sourceBranch: string; title: string },
  ): Promise<FakeGitlabMergeRequest>;
  /** Reads the merge request's head and diff base again after a push to its source branch. */
  refreshMergeRequest(project: FakeGitlabProject, mr: FakeGitlabMergeRequest): Promise<void>;
  /** Sends an event to every hook of the project that asked for it, with that hook's token, as GitLab does. */
  deliver(
    project: FakeGitlabProject,
    event: { name: 'Push Hook' | 'Merge Request Hook'; body: unknown },
    options?: {
      eventId?: string;
      token?: string | null;
      /** The origin that reaches the hook's host: a test server listens elsewhere than its PUBLIC_URL. */
      via?: string;
    },
  ): Promise<HookDelivery[]>;
  pushEvent(project: FakeGitlabProject, push: { ref: string; before: string; after: string }): unknown;
  mergeRequestEvent(project: FakeGitlabProject, mr: FakeGitlabMergeRequest, action: string): unknown;
  close(): Promise<void>;
}

function readJson(text: string): Record<string, unknown> {
  if (text === '') return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/**
 * A local GitLab (REST API v4, OAuth for one application, git over HTTP) for the real
 * @gitbeaker/rest client and git.
 */
export async function startFakeGitlab(
  application: FakeGitlabApplication = { clientId: 'gitlab-app-id', clientSecret: 'gitlab-app-secret' },
): Promise<FakeGitlab> {
  const state = createFakeGitlabState();
  let origin = '';
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      if (handleGitlabOauth(state, application, request, response, text)) return;
      const work = (request.url ?? '').startsWith('/api/v4/')
        ? handleGitlabApi(state, origin, request, response, readJson(text))
        : serveGitlabGit(state, request, response).then((served) => {
            if (!served) response.writeHead(404).end();
          });
      work.catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The fake GitLab has no port');
  origin = `http://127.0.0.1:${address.port}`;
  const reposDir = await mkdtemp(path.join(tmpdir(), 'driftwatch-fake-gitlab-'));

  const mergeBase = async (project: FakeGitlabProject, branch: string) =>
    (
      await git(project.bareDir, 'merge-base', `refs/heads/${project.defaultBranch}`, `refs/heads/${branch}`)
    ).stdout.trim();

  return {
    origin,
    state,
    acceptToken: (token) => state.tokens.add(token),
    async addProject({ worktree, pathWithNamespace, description = '' }) {
      const bareDir = path.join(reposDir, `${pathWithNamespace}.git`);
      await git(worktree, 'clone', '--quiet', '--bare', worktree, bareDir);
      await git(bareDir, 'update-server-info');
      const project: FakeGitlabProject = {
        id: nextId(state),
        name: pathWithNamespace.split('/').at(-1) ?? pathWithNamespace,
        pathWithNamespace,
        description,
        visibility: 'private',
        defaultBranch: 'main',
        bareDir,
        hooks: [],
        mergeRequests: [],
        statuses: [],
      };
      state.projects.push(project);
      return project;
    },
    async push(project, worktree, branch) {
      await git(project.bareDir, 'fetch', '--quiet', worktree, '+refs/heads/*:refs/heads/*');
      await git(project.bareDir, 'update-server-info');
      const head = await readBranchHead(project.bareDir, branch);
      if (!head) throw new Error(`No branch ${branch}`);
      return head;
    },
    async openMergeRequest(project, { sourceBranch, title }) {
      const headSha = await readBranchHead(project.bareDir, sourceBranch);
      if (!headSha) throw new Error(`No branch ${sourceBranch}`);
      const iid = project.mergeRequests.length + 1;
      const mr: FakeGitlabMergeRequest = {
        iid,
        id: nextId(state),
        title,
        sourceBranch,
        targetBranch: project.defaultBranch,
        state: 'opened',
        headSha,
        baseSha: await mergeBase(project, sourceBranch),
        notes: [],
      };
      project.mergeRequests.push(mr);
      return mr;
    },
    async refreshMergeRequest(project, mr) {
      const headSha = await readBranchHead(project.bareDir, mr.sourceBranch);
      if (!headSha) throw new Error(`No branch ${mr.sourceBranch}`);
      mr.headSha = headSha;
      mr.baseSha = await mergeBase(project, mr.sourceBranch);
    },
    async deliver(project, event, options = {}) {
      const eventId = options.eventId ?? randomUUID();
      const wants = (hook: FakeGitlabProject['hooks'][number]) =>
        event.name === 'Push Hook' ? hook.pushEvents : hook.mergeRequestsEvents;
      const deliveries: HookDelivery[] = [];
      for (const hook of project.hooks.filter(wants)) {
        const token = options.token === undefined ? hook.token : options.token;
        const target = options.via ? `${options.via}${new URL(hook.url).pathname}` : hook.url;
        const response = await fetch(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'GitLab/17.6.0',
            'x-gitlab-event': event.name,
            'x-gitlab-event-uuid': eventId,
            'x-gitlab-webhook-uuid': String(hook.id),
            'x-gitlab-instance': origin,
            ...(token ? { 'x-gitlab-token': token } : {}),
          },
          body: JSON.stringify(event.body),
        });
        deliveries.push({ url: hook.url, status: response.status, body: await response.text() });
      }
      return deliveries;
    },
    pushEvent: (project, push) => pushEvent(origin, project, push),
    mergeRequestEvent: (project, mr, action) => mergeRequestEvent(origin, project, mr, action),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
