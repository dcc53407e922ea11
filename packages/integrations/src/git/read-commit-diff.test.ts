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
import type { RepositoryCheckout, RepositoryProvider } from './repository-provider.js';

const handlerV1 = `export function listOrders(status: string) {
  const rows = store.all();
  return rows.filter((row) => row.status === status);
}

export function getOrder(id: string) {
  return store.find(id);
}
`;

describe('readCommitDiff', () => {
  let root: string;
  let provider: RepositoryProvider;
  let checkout: RepositoryCheckout;
  let rootSha: string;
  let changeSha: string;

  beforeAll(async () => {
    root = makeTempDir('diff');
    const source = join(root, 'source');
    initRepository(source);
    writeFiles(source, {
      'src/handlers.ts': handlerV1,
      'docs/old-name.md': '# Guide\n\nLine one.\nLine two.\nLine three.\nLine four.\n',
      'obsolete.txt': 'remove me\n',
      'assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02, 0x00, 0xff]),
    });
    rootSha = commitAll(source, 'Initial');
    writeFiles(source, {
      'src/handlers.ts': handlerV1
        .replace('listOrders(status: string)', 'listOrders(state: string)')
        .replace('row.status === status', 'row.status === state'),
      'docs/new-name.md': '# Guide\n\nLine one.\nLine two.\nLine three.\nLine 4.\n',
      'assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x09, 0x09, 0x00, 0xee]),
      'src/cli.py': 'print("hi")\n',
    });
    removeDir(join(source, 'docs/old-name.md'));
    removeDir(join(source, 'obsolete.txt'));
    changeSha = commitAll(source, 'Rename guide, change handler');
    provider = createGitProvider({ checkoutsDir: join(root, 'checkouts'), env: testGitEnv });
    checkout = await provider.prepareCheckout('diff-repo', provider.parseLocation(source));
  });

  afterAll(() => removeDir(root));

  it('describes modified, added, deleted, renamed and binary files with per-file patches', async () => {
    const diff = await provider.readCommitDiff(checkout, changeSha);
    expect(diff.commit_sha).toBe(changeSha);
    expect(diff.parent_sha).toBe(rootSha);
    expect(diff.repository_url).toBeNull();
    expect(diff.truncated).toBe(false);
    const byPath = new Map(diff.files.map((file) => [file.path, file]));
    expect([...byPath.keys()].sort()).toEqual([
      'assets/logo.png',
      'docs/new-name.md',
      'obsolete.txt',
      'src/cli.py',
      'src/handlers.ts',
    ]);

    expect(byPath.get('docs/new-name.md')).toMatchObject({
      status: 'renamed',
      previous_path: 'docs/old-name.md',
      additions: 1,
      deletions: 1,
      language: 'Markdown',
      binary: false,
    });
    expect(byPath.get('docs/new-name.md')?.patch).toMatch(/^@@ .* @@/);
    expect(byPath.get('docs/new-name.md')?.patch).toContain('-Line four.\n+Line 4.');

    const handlers = byPath.get('src/handlers.ts');
    expect(handlers).toMatchObject({
      status: 'modified',
      previous_path: null,
      additions: 2,
      deletions: 2,
      language: 'TypeScript',
    });
    expect(handlers?.patch).toContain('+export function listOrders(state: string) {');
    expect(handlers?.patch).not.toContain('diff --git');

    expect(byPath.get('assets/logo.png')).toMatchObject({
      binary: true,
      patch: '',
      additions: 0,
      deletions: 0,
      patch_truncated: false,
    });
    expect(byPath.get('obsolete.txt')).toMatchObject({
      status: 'deleted',
      deletions: 1,
      additions: 0,
      language: null,
    });
    expect(byPath.get('src/cli.py')).toMatchObject({
      status: 'added',
      additions: 1,
      language: 'Python',
      patch: '@@ -0,0 +1 @@\n+print("hi")\n',
    });
  });

  it('compares a root commit with the empty tree', async () => {
    const diff = await provider.readCommitDiff(checkout, rootSha);
    expect(diff.parent_sha).toBeNull();
    expect(diff.files.map((file) => [file.path, file.status])).toEqual([
      ['assets/logo.png', 'added'],
      ['docs/old-name.md', 'added'],
      ['obsolete.txt', 'added'],
      ['src/handlers.ts', 'added'],
    ]);
    expect(diff.files.find((file) => file.path === 'src/handlers.ts')?.additions).toBe(8);
  });

  it('caps the number of files and the size of patches', async () => {
    const fewFiles = await provider.readCommitDiff(checkout, changeSha, { maxFiles: 2 });
    expect(fewFiles.files).toHaveLength(2);
    expect(fewFiles.truncated).toBe(true);

    const smallPatches = await provider.readCommitDiff(checkout, changeSha, { maxPatchBytesPerFile: 40 });
    const handlers = smallPatches.files.find((file) => file.path === 'src/handlers.ts');
    expect(handlers).toMatchObject({ patch: '', patch_truncated: true, additions: 2, deletions: 2 });
    expect(smallPatches.files.find((file) => file.path === 'src/cli.py')).toMatchObject({
      patch_truncated: false,
    });

    // The total cap cuts git's output; files after the cut keep their counts but lose their patch.
    const tinyTotal = await provider.readCommitDiff(checkout, changeSha, { maxTotalPatchBytes: 200 });
    expect(tinyTotal.files).toHaveLength(5);
    expect(tinyTotal.files.filter((file) => file.patch_truncated).length).toBeGreaterThan(0);
    expect(tinyTotal.files.reduce((sum, file) => sum + file.patch.length, 0)).toBeLessThanOrEqual(200);
  });

  it('fails with unknown_revision for a commit that does not exist', async () => {
    await expect(provider.readCommitDiff(checkout, 'deadbeefdeadbeef')).rejects.toMatchObject({
      code: 'unknown_revision',
    });
    await expect(provider.readCommitDiff(checkout, '--output=/tmp/x')).rejects.toMatchObject({
      code: 'invalid_argument',
    });
  });
});
