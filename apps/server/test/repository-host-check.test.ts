import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GitError, parseRepositoryLocation } from '@driftwatch/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../src/services/network/is-private-address.js';
import {
  findHostProblem,
  type HostLookup,
  hostnameOf,
  privateHostMessage,
  unknownHostMessage,
} from '../src/services/repositories/check-repository-host.js';
import { createRepositoryProviders } from '../src/services/repositories/create-repository-providers.js';
import { hostedGitConfigName } from '../src/services/repositories/hosted-git-environment.js';
import { createTinyRepository } from './process-support.js';
import { type HttpServer, serveGitOverHttp, serveRedirect } from './support/serve-git-over-http.js';

const remote = (url: string) => parseRepositoryLocation(url, { allowLocalPaths: false });

/** A resolver with fixed answers, standing in for DNS (across the network). */
function answers(table: Record<string, string[] | NodeJS.ErrnoException>): HostLookup {
  return async (hostname) => {
    const answer = table[hostname];
    if (answer === undefined) throw Object.assign(new Error(`no ${hostname}`), { code: 'ENOTFOUND' });
    if (answer instanceof Error) throw answer;
    return answer;
  };
}

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.100.100.200',
    '::1',
    '::',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '2002:c0a8:101::1',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '140.82.112.3',
    '172.32.0.1',
    '172.15.255.255',
    '192.169.0.1',
    '2606:4700::6810:84e5',
    '::ffff:8c52:7003',
    'fb00::1',
  ])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('hostnameOf', () => {
  it('drops brackets and ports of every URL form', () => {
    expect(hostnameOf(remote('https://git.example.com:8443/a/b.git'))).toBe('git.example.com');
    expect(hostnameOf(remote('http://[::1]:8080/a/b.git'))).toBe('::1');
    expect(hostnameOf(remote('ssh://git@10.0.0.1:2222/a/b.git'))).toBe('10.0.0.1');
    expect(hostnameOf(remote('git@internal.example:acme/app.git'))).toBe('internal.example');
  });
});

describe('findHostProblem', () => {
  const lookup = answers({
    'git.internal.example': ['10.20.30.40'],
    'metadata.example': ['169.254.169.254'],
    'split.example': ['140.82.112.3', '127.0.0.1'],
    'v6.internal.example': ['fd00::5'],
    'github.example': ['140.82.112.3', '2606:4700::6810:84e5'],
    'flaky.example': Object.assign(new Error('timeout'), { code: 'EAI_AGAIN' }),
  });

  it('refuses names that resolve to private addresses, even once among public ones', async () => {
    for (const url of [
      'https://git.internal.example/acme/app.git',
      'http://metadata.example/latest.git',
      'https://split.example/acme/app.git',
      'git@v6.internal.example:acme/app.git',
      'https://tools.localhost/acme/app.git',
    ]) {
      expect(await findHostProblem(remote(url), lookup), url).toEqual({
        message: privateHostMessage,
        retryable: false,
      });
    }
  });

  it('refuses literal addresses without asking the resolver', async () => {
    const never: HostLookup = async () => {
      throw new Error('the resolver was asked');
    };
    for (const url of [
      'https://127.0.0.1/a/b.git',
      'http://[::ffff:127.0.0.1]/a/b.git',
      'https://0x7f.1/a/b.git',
    ]) {
      expect((await findHostProblem(remote(url), never))?.message, url).toBe(privateHostMessage);
    }
  });

  it('lets public hosts and local paths through, and names hosts that do not resolve', async () => {
    expect(await findHostProblem(remote('https://github.example/acme/app.git'), lookup)).toBeNull();
    expect(
      await findHostProblem(parseRepositoryLocation('/srv/repo', { allowLocalPaths: true }), lookup),
    ).toBeNull();
    expect(await findHostProblem(remote('https://nowhere.example/a/b.git'), lookup)).toEqual({
      message: unknownHostMessage('nowhere.example'),
      retryable: false,
    });
    expect(await findHostProblem(remote('https://flaky.example/a/b.git'), lookup)).toMatchObject({
      retryable: true,
    });
  });

  it('asks the system resolver by default (localhost resolves to loopback)', async () => {
    expect((await findHostProblem(remote('http://localhost:9418/a/b.git')))?.message).toBe(
      privateHostMessage,
    );
  });
});

describe('hosted git provider', () => {
  let worktree: string;
  let repository: HttpServer;
  let redirect: HttpServer;
  let dataDir: string;
  const cleanup: string[] = [];

  beforeAll(async () => {
    worktree = await createTinyRepository({ 'README.md': '# Tool\n' });
    const served = await serveGitOverHttp(worktree);
    repository = served;
    redirect = await serveRedirect(repository.origin);
    dataDir = await mkdtemp(path.join(tmpdir(), 'driftwatch-hosted-git-'));
    cleanup.push(worktree, dataDir, path.dirname(served.bareDir));
  });
  afterAll(async () => {
    await Promise.all([repository?.close(), redirect?.close()]);
    await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const providers = (allowLocalPaths: boolean, checkouts: string) => {
    // "localhost" stands for a public name: the fake resolver says so, git itself reaches 127.0.0.1.
    const git = createRepositoryProviders(
      { checkouts, samples: path.join(checkouts, 'samples'), scanCache: path.join(checkouts, 'cache') },
      { allowLocalPaths, lookup: answers({ localhost: ['140.82.112.3'] }) },
    ).git;
    if (!git) throw new Error('no git provider');
    return git;
  };

  it('does not follow a redirect from a public remote, where git otherwise would', async () => {
    const url = `${redirect.origin.replace('127.0.0.1', 'localhost')}/repo.git`;
    const selfHosted = providers(true, path.join(dataDir, 'self-hosted'));
    expect(await selfHosted.detectRemoteDefaultBranch(selfHosted.parseLocation(url))).toBe('main');

    const checkouts = path.join(dataDir, 'hosted');
    const hosted = providers(false, checkouts);
    const failure = await hosted.detectRemoteDefaultBranch(hosted.parseLocation(url)).catch((error) => error);
    expect(failure).toBeInstanceOf(GitError);
    expect(failure.detail).toContain('returned error: 302');
    expect(await readFile(path.join(checkouts, hostedGitConfigName), 'utf8')).toContain(
      'followRedirects = false',
    );
    // Without the redirect the same provider reads the remote: only the redirect was refused.
    const direct = `${repository.origin.replace('127.0.0.1', 'localhost')}/repo.git`;
    expect(await hosted.detectRemoteDefaultBranch(hosted.parseLocation(direct))).toBe('main');
  });

  it('checks the host again before every clone and fetch', async () => {
    const hosted = providers(false, path.join(dataDir, 'again'));
    const location = hosted.parseLocation(`${repository.origin}/repo.git`);
    for (const attempt of [
      () => hosted.detectRemoteDefaultBranch(location),
      () => hosted.prepareCheckout('repo-1', location),
      () => hosted.fetch({ key: 'repo-1', gitDir: path.join(dataDir, 'none.git'), location }),
    ]) {
      const failure = await attempt().catch((error) => error);
      expect(failure).toBeInstanceOf(GitError);
      expect(failure).toMatchObject({ code: 'invalid_location', message: privateHostMessage });
    }
  });
});
