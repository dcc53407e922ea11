import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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
import { createGitProvider } from './create-git-provider.js';
import type { RepositoryCheckout, RepositoryProvider } from './repository-provider.js';

describe('git provider on local repositories', () => {
  let root: string;
  let source: string;
  let provider: RepositoryProvider;
  let firstSha: string;
  let checkout: RepositoryCheckout;

  beforeAll(async () => {
    root = makeTempDir('provider');
    source = join(root, 'sources', 'acme-orders');
    initRepository(source);
    writeFiles(source, {
      'README.md': '# Orders\n',
      'docs/api.md': '# API\n',
      'docs/guides/setup.md': '# Setup\n',
      'src/routes/orders.ts': 'export const a = 1;\n',
      'src/lib/docs-helpers/index.ts': 'export {};\n',
    });
    firstSha = commitAll(source, 'Initial commit\n\nWith a body line.', '2025-02-01T09:00:00Z');
    provider = createGitProvider({
      checkoutsDir: join(root, 'checkouts'),
      localRoots: [join(root, 'sources')],
      env: testGitEnv,
    });
    checkout = await provider.prepareCheckout('repo-1', provider.parseLocation(source));
  });

  afterAll(() => removeDir(root));

  it('clones a server path into a bare clone and finds the default branch and its head', async () => {
    expect(checkout.gitDir).toBe(join(root, 'checkouts', 'repo-1.git'));
    expect(git(checkout.gitDir, ['rev-parse', '--is-bare-repository'])).toBe('true');
    expect(await provider.readDefaultBranch(checkout)).toBe('main');
    expect(await provider.detectRemoteDefaultBranch(checkout.location)).toBe('main');
    expect(await provider.resolveBranchHead(checkout, 'main')).toBe(firstSha);
  });

  it('clones from a file:// URL as well', async () => {
    const location = provider.parseLocation(pathToFileURL(source).href);
    const viaUrl = await provider.prepareCheckout('repo-2', location);
    expect(await provider.resolveBranchHead(viaUrl, 'main')).toBe(firstSha);
    await provider.removeCheckout('repo-2');
    expect(existsSync(viaUrl.gitDir)).toBe(false);
  });

  it('reads commit info', async () => {
    const commit = await provider.readCommit(checkout, firstSha);
    expect(commit).toEqual({
      sha: firstSha,
      parents: [],
      message: 'Initial commit\n\nWith a body line.',
      subject: 'Initial commit',
      authorName: 'Ada Tester',
      authorEmail: 'ada@example.test',
      authoredAt: '2025-02-01T09:00:00.000Z',
      committerName: 'Ada Tester',
      committerEmail: 'ada@example.test',
      committedAt: '2025-02-01T09:00:00.000Z',
    });
  });

  it('fetches new commits and branches, prunes deleted ones, and lists commits since a sha', async () => {
    writeFiles(source, { 'src/routes/orders.ts': 'export const a = 2;\n' });
    const second = commitAll(source, 'Change orders', '2025-02-02T09:00:00Z');
    writeFiles(source, { 'docs/api.md': '# API v2\n' });
    const third = commitAll(source, 'Update API docs', '2025-02-03T09:00:00Z');
    git(source, ['branch', 'feature/x', second]);
    // prepareCheckout on an existing clone fetches instead of cloning again.
    const again = await provider.prepareCheckout('repo-1', checkout.location);
    expect(await provider.resolveBranchHead(again, 'main')).toBe(third);
    expect(await provider.resolveBranchHead(again, 'feature/x')).toBe(second);
    const commits = await provider.listCommitsSince(again, { since: firstSha, until: 'main' });
    expect(commits.map((commit) => commit.subject)).toEqual(['Update API docs', 'Change orders']);
    expect(await provider.listCommitsSince(again, { since: null, until: third, limit: 1 })).toHaveLength(1);

    git(source, ['branch', '-D', 'feature/x']);
    await provider.fetch(again);
    await expect(provider.resolveBranchHead(again, 'feature/x')).rejects.toMatchObject({
      code: 'unknown_revision',
    });
  });

  it('follows a force-pushed branch and survives two jobs cloning the same repository at once', async () => {
    git(source, ['commit', '--quiet', '--amend', '-m', 'Update API docs (reworded)'], {
      GIT_COMMITTER_DATE: '2025-02-04T09:00:00Z',
    });
    const rewritten = git(source, ['rev-parse', 'HEAD']);
    await provider.fetch(checkout);
    expect(await provider.resolveBranchHead(checkout, 'main')).toBe(rewritten);

    const location = provider.parseLocation(source);
    const [first, second] = await Promise.all([
      provider.prepareCheckout('racing', location),
      provider.prepareCheckout('racing', location),
    ]);
    expect(first.gitDir).toBe(second.gitDir);
    expect(await provider.resolveBranchHead(first, 'main')).toBe(rewritten);
    await provider.removeCheckout('racing');
  });

  it('checks out a commit into a work tree where history stays readable, then removes it', async () => {
    const worktree = await provider.createWorktree(checkout, firstSha);
    expect(worktree.sha).toBe(firstSha);
    expect(readFileSync(join(worktree.dir, 'src/routes/orders.ts'), 'utf8')).toBe('export const a = 1;\n');
    const log = execFileSync('git', ['-C', worktree.dir, 'log', '--all', '--format=%s'], {
      encoding: 'utf8',
    });
    expect(log).toContain('Initial commit');
    const other = await provider.createWorktree(checkout, 'main');
    expect(other.dir).not.toBe(worktree.dir);
    await worktree.remove();
    await other.remove();
    expect(existsSync(worktree.dir)).toBe(false);
    expect(git(checkout.gitDir, ['worktree', 'list'])).not.toContain(worktree.dir);
  });

  it('lists and searches the folders of a commit', async () => {
    const all = await provider.listFolders(checkout, firstSha);
    expect(all).toEqual({
      folders: ['docs', 'docs/guides', 'src', 'src/lib', 'src/lib/docs-helpers', 'src/routes'],
      truncated: false,
    });
    expect(await provider.listFolders(checkout, firstSha, 2)).toEqual({
      folders: ['docs', 'docs/guides'],
      truncated: true,
    });
    const found = await provider.searchFolders(checkout, firstSha, 'DOC');
    expect(found.folders).toEqual(['docs', 'src/lib/docs-helpers', 'docs/guides']);
  });

  it('offers repositories found under the configured server folders', async () => {
    const available = await provider.listAvailableRepositories();
    expect(available).toEqual([
      expect.objectContaining({ name: 'acme-orders', url: source, defaultBranch: 'main', webUrl: null }),
    ]);
  });

  it('removes a checkout with its work trees', async () => {
    const worktree = await provider.createWorktree(checkout, firstSha);
    await provider.removeCheckout('repo-1');
    expect(existsSync(checkout.gitDir)).toBe(false);
    expect(existsSync(worktree.dir)).toBe(false);
  });
});
