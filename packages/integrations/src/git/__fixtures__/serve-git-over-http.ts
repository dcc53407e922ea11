import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testGitEnv } from './git-test-repository.js';

export interface GitHttpServer {
  /** Base URL; repositories under the project root are at `${url}/<name>`. */
  url: string;
  /** The Authorization header of every request, as received. */
  seenAuthorization: Array<string | undefined>;
  close(): Promise<void>;
}

/**
 * A real smart-HTTP git server: Node's http server in front of `git http-backend` (CGI), answering
 * 401 unless the request carries `requiredAuthorization`.
 */
export async function serveGitOverHttp(projectRoot: string, requiredAuthorization: string): Promise<GitHttpServer> {
  const seenAuthorization: Array<string | undefined> = [];
  const server = createServer((request, response) => {
    seenAuthorization.push(request.headers.authorization);
    if (request.headers.authorization !== requiredAuthorization) {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' });
      response.end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const backend = spawn('git', ['http-backend'], {
      env: {
        ...testGitEnv,
        GIT_PROJECT_ROOT: projectRoot,
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: url.pathname,
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: request.method ?? 'GET',
        CONTENT_TYPE: request.headers['content-type'] ?? '',
        HTTP_CONTENT_ENCODING: request.headers['content-encoding'] ?? '',
        GIT_PROTOCOL: String(request.headers['git-protocol'] ?? ''),
        REMOTE_ADDR: '127.0.0.1',
      },
    });
    request.pipe(backend.stdin);
    const chunks: Buffer[] = [];
    backend.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    backend.on('close', () => {
      const output = Buffer.concat(chunks);
      const headerEnd = output.indexOf('\r\n\r\n');
      const headerText = output.subarray(0, headerEnd).toString('latin1');
      const headers: Record<string, string> = {};
      let status = 200;
      for (const line of headerText.split('\r\n')) {
        const separator = line.indexOf(':');
        const name = line.slice(0, separator).trim();
        const value = line.slice(separator + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else if (name) headers[name] = value;
      }
      response.writeHead(status, headers);
      response.end(output.subarray(headerEnd + 4));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seenAuthorization,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
