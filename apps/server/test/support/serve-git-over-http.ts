import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface HttpServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<HttpServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Serves a bare copy of `worktree` with git's "dumb" HTTP protocol (plain files after
 * update-server-info) at `<origin>/repo.git`: enough for ls-remote, clone and fetch.
 */
export async function serveGitOverHttp(worktree: string): Promise<HttpServer & { bareDir: string }> {
  const parent = await mkdtemp(path.join(tmpdir(), 'driftwatch-http-git-'));
  const bareDir = path.join(parent, 'repo.git');
  const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
  await run('git', ['clone', '--quiet', '--bare', worktree, bareDir], { env });
  await run('git', ['-C', bareDir, 'update-server-info'], { env });
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.resolve(parent, `.${decodeURIComponent(pathname)}`);
    if (!file.startsWith(`${bareDir}${path.sep}`)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (content) => response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(content),
      () => response.writeHead(404).end(),
    );
  });
  return { ...(await listen(server)), bareDir };
}

/** Answers every request with a 302 to the same path on `target`. */
export async function serveRedirect(target: string): Promise<HttpServer> {
  const server = createServer((request, response) => {
    response.writeHead(302, { location: `${target}${request.url ?? '/'}` }).end();
  });
  return listen(server);
}
