import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FakeGitlabState } from './fake-gitlab-state.js';

const run = promisify(execFile);
const gitEnv = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };

export function git(dir: string, ...args: string[]) {
  return run(
    'git',
    ['-c', 'user.name=Fixture Author', '-c', 'user.email=fixture@example.com', '-C', dir, ...args],
    { env: gitEnv },
  );
}

export async function readBranchHead(bareDir: string, branch: string): Promise<string | undefined> {
  try {
    return (await git(bareDir, 'rev-parse', '--verify', `refs/heads/${branch}^{commit}`)).stdout.trim();
  } catch {
    return undefined;
  }
}

/** The token of HTTP basic auth (GitLab takes any user name, e.g. oauth2, with a token as password). */
function basicPassword(request: IncomingMessage): string | undefined {
  const match = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1);
}

/**
 * The projects' repositories over git's dumb HTTP protocol at <namespace>/<project>.git/..., for
 * clone and fetch. Like GitLab for a private project, it asks for credentials (401 with
 * WWW-Authenticate) and serves nothing without an accepted token.
 */
export async function serveGitlabGit(
  state: FakeGitlabState,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const project = state.projects.find((candidate) =>
    pathname.startsWith(`/${candidate.pathWithNamespace}.git/`),
  );
  if (!project) return false;
  const password = basicPassword(request);
  if (!password || !state.tokens.has(password)) {
    response.writeHead(401, { 'www-authenticate': 'Basic realm="GitLab"' }).end('HTTP Basic: Access denied');
    return true;
  }
  const relative = pathname.slice(`/${project.pathWithNamespace}.git/`.length);
  const file = path.resolve(project.bareDir, relative);
  if (!file.startsWith(`${project.bareDir}${path.sep}`)) {
    response.writeHead(404).end();
    return true;
  }
  try {
    const content = await readFile(file);
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(content);
  } catch {
    response.writeHead(404).end();
  }
  return true;
}
