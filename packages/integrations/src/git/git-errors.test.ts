import { type AddressInfo, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commitAll,
  initRepository,
  makeTempDir,
  removeDir,
  testGitEnv,
  writeFiles,
} from './__fixtures__/git-test-repository.js';
import { createGitProvider } from './create-git-provider.js';
import { GitError } from './git-error.js';
import { redactSecrets } from './redact-secrets.js';
import type { RepositoryProvider } from './repository-provider.js';

async function failure(promise: Promise<unknown>): Promise<GitError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GitError) return error;
    throw error;
  }
  throw new Error('expected the operation to fail');
}

describe('git provider failures', () => {
  let root: string;
  let provider: RepositoryProvider;

  beforeAll(() => {
    root = makeTempDir('errors');
    provider = createGitProvider({ checkoutsDir: join(root, 'checkouts'), env: testGitEnv });
  });

  afterAll(() => removeDir(root));

  it('says clearly that a server path holds no repository, and leaves nothing behind', async () => {
    const missing = join(root, 'nowhere');
    const error = await failure(provider.prepareCheckout('missing', provider.parseLocation(missing)));
    expect(error.code).toBe('repository_not_found');
    expect(error.message).toBe(`No git repository was found at ${missing}.`);
    expect(error.retryable).toBe(false);
    const emptyDir = join(root, 'plain-folder');
    writeFiles(emptyDir, { 'notes.txt': 'not a repository\n' });
    expect((await failure(provider.detectRemoteDefaultBranch(provider.parseLocation(emptyDir)))).code).toBe(
      'repository_not_found',
    );
  });

  it('reports an unreachable host without leaking the token', async () => {
    const token = 'ghp_VerySecretToken1234567890';
    const location = provider.parseLocation('https://127.0.0.1:1/acme/orders.git');
    const error = await failure(provider.prepareCheckout('unreachable', location, { token }));
    expect(error.code).toBe('unreachable');
    expect(error.retryable).toBe(true);
    expect(error.message).toBe(
      "Could not reach https://127.0.0.1:1/acme/orders.git. Check the URL and the server's network access.",
    );
    const encoded = Buffer.from(`git:${token}`).toString('base64');
    for (const text of [error.message, error.detail, error.stack ?? '', JSON.stringify(error)]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(encoded);
    }
  });

  it('refuses to send a token in clear text to another machine or over SSH', async () => {
    const http = provider.parseLocation('http://git.example.com/acme/orders.git');
    expect((await failure(provider.detectRemoteDefaultBranch(http, { token: 'abcd1234' }))).code).toBe(
      'credentials_not_allowed',
    );
    const ssh = provider.parseLocation('git@github.com:acme/orders.git');
    expect((await failure(provider.detectRemoteDefaultBranch(ssh, { token: 'abcd1234' }))).code).toBe(
      'credentials_not_allowed',
    );
  });

  it('rejects unsafe checkout keys, revisions and branch names', async () => {
    const source = join(root, 'source');
    initRepository(source);
    writeFiles(source, { 'a.txt': 'a\n' });
    commitAll(source, 'One');
    const location = provider.parseLocation(source);
    expect((await failure(provider.prepareCheckout('../escape', location))).code).toBe('invalid_argument');
    const checkout = await provider.prepareCheckout('errors-repo', location);
    expect((await failure(provider.readCommit(checkout, '--all'))).code).toBe('invalid_argument');
    expect((await failure(provider.resolveBranchHead(checkout, 'main..HEAD'))).code).toBe('invalid_argument');
    expect((await failure(provider.resolveBranchHead(checkout, 'nope'))).message).toBe(
      'The branch nope does not exist or has no commits.',
    );
    expect((await failure(provider.listFolders(checkout, 'cafebabe'))).code).toBe('unknown_revision');
  });

  it('stops git after the timeout and says so', async () => {
    // A remote that accepts the connection and never answers: git waits until it is stopped, so the
    // timeout always wins (a fast local remote could finish first on a loaded machine).
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const hasty = createGitProvider({
        checkoutsDir: join(root, 'checkouts'),
        env: testGitEnv,
        timeouts: { fetch: 300 },
      });
      const location = hasty.parseLocation(`http://127.0.0.1:${port}/silent.git`);
      const error = await failure(hasty.detectRemoteDefaultBranch(location));
      expect(error.code).toBe('timeout');
      expect(error.retryable).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('fails with git_unavailable when the git binary is missing', async () => {
    const broken = createGitProvider({
      checkoutsDir: join(root, 'checkouts'),
      gitBinary: '/nonexistent/git',
    });
    const error = await failure(broken.detectRemoteDefaultBranch(broken.parseLocation(root)));
    expect(error.code).toBe('git_unavailable');
  });
});

describe('redactSecrets', () => {
  it('removes given secrets, URL passwords and Authorization values', () => {
    const text = [
      "fatal: unable to access 'https://jo:hunter22@example.com/x.git/': 403",
      'header: Authorization: Basic am86aHVudGVyMjI=',
      'token s3cr3t-value appears here',
    ].join('\n');
    const redacted = redactSecrets(text, ['s3cr3t-value']);
    expect(redacted).toBe(
      [
        "fatal: unable to access 'https://***@example.com/x.git/': 403",
        'header: Authorization: ***',
        'token *** appears here',
      ].join('\n'),
    );
  });
});
