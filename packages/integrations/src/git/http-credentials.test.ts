import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commitAll,
  git,
  initRepository,
  makeTempDir,
  removeDir,
  testGitEnv,
  writeFiles,
} from './__fixtures__/git-test-repository.js';
import { type GitHttpServer, serveGitOverHttp } from './__fixtures__/serve-git-over-http.js';
import { createGitProvider } from './create-git-provider.js';
import { GitError } from './git-error.js';
import type { RepositoryProvider } from './repository-provider.js';

const token = 'dwt_Priv4teRepoToken_0123456789';
const encoded = Buffer.from(`git:${token}`).toString('base64');

function allFileContents(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? allFileContents(path) : readFileSync(path, 'latin1')))
    .join('\n');
}

describe('HTTPS token credentials (over a loopback smart-HTTP server)', () => {
  let root: string;
  let server: GitHttpServer;
  let provider: RepositoryProvider;
  let source: string;

  beforeAll(async () => {
    root = makeTempDir('http');
    source = join(root, 'served', 'private-repo');
    initRepository(source);
    writeFiles(source, { 'README.md': '# Private\n' });
    commitAll(source, 'Private start');
    server = await serveGitOverHttp(join(root, 'served'), `Basic ${encoded}`);
    provider = createGitProvider({ checkoutsDir: join(root, 'checkouts'), env: testGitEnv });
  });

  afterAll(async () => {
    await server.close();
    removeDir(root);
  });

  it('fails fast with a clear message when a private repository gets no credentials', async () => {
    const location = provider.parseLocation(`${server.url}/private-repo`);
    const error = await provider.prepareCheckout('no-token', location).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GitError);
    expect(error).toMatchObject({
      code: 'authentication_required',
      message: `${server.url}/private-repo needs credentials or does not exist. Check the URL, or add an access token that can read it.`,
    });
  });

  it('reports a wrong token as refused without printing it', async () => {
    const location = provider.parseLocation(`${server.url}/private-repo`);
    const wrong = 'dwt_WrongToken_999999';
    const error = await provider
      .prepareCheckout('wrong-token', location, { token: wrong })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'authentication_failed' });
    const text = JSON.stringify(error) + String(error);
    expect(text).not.toContain(wrong);
    expect(text).not.toContain(Buffer.from(`git:${wrong}`).toString('base64'));
  });

  it('clones and fetches with the token sent as a header, never stored in the clone', async () => {
    const location = provider.parseLocation(`${server.url}/private-repo`);
    expect(await provider.detectRemoteDefaultBranch(location, { token })).toBe('main');
    const checkout = await provider.prepareCheckout('with-token', location, { token });
    writeFiles(source, { 'CHANGELOG.md': '# Changes\n' });
    const newSha = commitAll(source, 'Second private commit');
    await provider.fetch(checkout, { token });
    expect(await provider.resolveBranchHead(checkout, 'main')).toBe(newSha);
    expect(server.seenAuthorization).toContain(`Basic ${encoded}`);
    const stored = allFileContents(checkout.gitDir);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(encoded);
    expect(git(checkout.gitDir, ['config', '--get', 'remote.origin.url'])).toBe(`${server.url}/private-repo`);
  });
});
