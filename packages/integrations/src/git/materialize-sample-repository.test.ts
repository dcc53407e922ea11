import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git, makeTempDir, removeDir, testGitEnv, writeFiles } from './__fixtures__/git-test-repository.js';
import { createGitProvider } from './create-git-provider.js';
import { type MaterializedSample, materializeSampleRepository } from './materialize-sample-repository.js';
import { listSampleRepositories } from './read-sample-manifest.js';

const finalTree = [
  '.github/workflows/ci.yml',
  '.gitignore',
  'CHANGELOG.md',
  'README.md',
  'docs/api.md',
  'docs/architecture.md',
  'docs/configuration.md',
  'docs/deployment.md',
  'docs/sdk.md',
  'package.json',
  'sdk/package.json',
  'sdk/src/client.ts',
  'sdk/src/errors.ts',
  'sdk/src/index.ts',
  'sdk/src/types.ts',
  'src/app.ts',
  'src/config.ts',
  'src/context.ts',
  'src/errors.ts',
  'src/middleware/require-admin-token.ts',
  'src/middleware/require-api-key.ts',
  'src/routes/customers.ts',
  'src/routes/ops.ts',
  'src/routes/orders.ts',
  'src/server.ts',
  'src/services/order-store.ts',
  'src/services/payments.ts',
  'src/services/pricing.ts',
  'test/pricing.test.ts',
  'tsconfig.json',
];

describe('materializeSampleRepository', () => {
  let root: string;
  let sample: MaterializedSample;

  beforeAll(async () => {
    root = makeTempDir('sample');
    sample = await materializeSampleRepository(join(root, 'acme-orders'), 'acme-orders', { env: testGitEnv });
  });

  afterAll(() => removeDir(root));

  it('builds the history of the acme-orders sample', () => {
    expect(sample.commitCount).toBe(10);
    expect(sample.defaultBranch).toBe('main');
    const log = git(sample.dir, ['log', '--reverse', '--format=%an|%aI|%s']).split('\n');
    expect(log).toHaveLength(10);
    expect(log[0]).toBe(
      'Maya Chen|2025-01-06T09:24:00+00:00|Order service with customers and operations endpoints',
    );
    expect(log[9]).toBe('Maya Chen|2025-03-27T17:12:00+00:00|Find customers by email address');
    expect(git(sample.dir, ['rev-parse', 'HEAD'])).toBe(sample.headSha);
    expect(git(sample.dir, ['status', '--porcelain'])).toBe('');
  });

  it('ends with the expected tree, with renames visible to git', () => {
    expect(git(sample.dir, ['ls-tree', '-r', '--name-only', 'HEAD']).split('\n')).toEqual(finalTree);
    const renames = git(sample.dir, ['log', '-M', '--diff-filter=R', '--name-status', '--format=']);
    expect(renames).toMatch(/^R\d+\tdocs\/deploy\.md\tdocs\/deployment\.md$/m);
    expect(renames).toMatch(/^R\d+\tsrc\/routes\/admin\.ts\tsrc\/routes\/ops\.ts$/m);
    // The renamed function's old name lives on in history, which the engine uses as evidence.
    expect(git(sample.dir, ['log', '-S', 'calculateOrderTotal', '--format=%s', '--', 'src'])).toContain(
      'Rename calculateOrderTotal to computeOrderTotal',
    );
  });

  it('is deterministic: the same shas on every build', async () => {
    const again = await materializeSampleRepository(join(root, 'again'), 'acme-orders', { env: testGitEnv });
    expect(again.headSha).toBe(sample.headSha);
    // Pinned: it changes only when the sample's files, patches or manifest change on purpose.
    expect(sample.headSha).toBe('cfd5d2a6b3a0ab9873b3fac3c1dc7224866f8de4');
  });

  it('can be connected with the git provider like any server path', async () => {
    const provider = createGitProvider({ checkoutsDir: join(root, 'checkouts'), env: testGitEnv });
    const checkout = await provider.prepareCheckout('sample', provider.parseLocation(sample.dir));
    expect(await provider.resolveBranchHead(checkout, 'main')).toBe(sample.headSha);
    const diff = await provider.readCommitDiff(checkout, sample.headSha);
    expect(diff.files.map((file) => file.path).sort()).toEqual([
      'CHANGELOG.md',
      'docs/api.md',
      'src/routes/customers.ts',
    ]);
    const layout = await provider.detectLayout(checkout, 'main');
    expect(layout).toMatchObject({
      primaryLanguage: 'TypeScript',
      docFolders: ['/docs/'],
      mainDocFile: 'README.md',
    });
  });

  it('refuses unknown samples and a target that already has files', async () => {
    await expect(materializeSampleRepository(join(root, 'x'), '../etc')).rejects.toMatchObject({
      code: 'invalid_argument',
    });
    await expect(materializeSampleRepository(join(root, 'y'), 'no-such-sample')).rejects.toMatchObject({
      code: 'invalid_argument',
    });
    writeFiles(join(root, 'busy'), { 'keep.txt': 'mine\n' });
    await expect(materializeSampleRepository(join(root, 'busy'), 'acme-orders')).rejects.toMatchObject({
      code: 'invalid_argument',
    });
  });

  it('lists the shipped samples', async () => {
    expect(await listSampleRepositories()).toEqual([
      expect.objectContaining({ name: 'acme-orders', title: 'Acme Orders' }),
    ]);
  });
});
