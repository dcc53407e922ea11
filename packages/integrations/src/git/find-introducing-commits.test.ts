import { execFileSync } from 'node:child_process';
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
import { parseBlamePorcelain } from './blame-lines.js';
import { createGitProvider } from './create-git-provider.js';
import type { RepositoryCheckout, RepositoryProvider } from './repository-provider.js';
import { routePatterns, slugPattern, wordPattern } from './search-patterns.js';

const client = (option: string, extra: string) =>
  [
    'export interface ClientOptions {',
    `  ${option}?: number;`,
    '}',
    'export class Client {',
    `  constructor(private readonly options: ClientOptions) {}`,
    extra,
    '}',
    '',
  ].join('\n');

describe('findIntroducingCommits on a real repository', () => {
  let root: string;
  let source: string;
  let provider: RepositoryProvider;
  let checkout: RepositoryCheckout;
  const shas: Record<string, string> = {};

  beforeAll(async () => {
    root = makeTempDir('introducing');
    source = join(root, 'source');
    initRepository(source);
    writeFiles(source, {
      'src/app.ts': "app.use('/admin', adminRouter);\napp.use('/api/v1/orders', ordersRouter);\n",
      'src/admin.ts': "adminRouter.get('/stats', stats);\n",
      'src/orders.ts':
        "ordersRouter.get('/:orderId/invoice', invoice);\nordersRouter.get('/:orderId', one);\n",
      'src/client.ts': client('timeout', '  listByCustomer() {}'),
      'docs/old.md': '# Old guide\n',
      'docs/config.md': '# Config\n\n## Payment settings\n\nACME_KEY\n',
      'CHANGELOG.md': 'Removed listByCustomer.\n',
    });
    shas.initial = commitAll(source, 'Initial service', '2025-01-01T10:00:00Z');
    writeFiles(source, { 'src/client.ts': client('timeoutMs', '  listOrders() {}') });
    shas.client = commitAll(source, 'Client: timeoutMs, listOrders', '2025-01-02T10:00:00Z');
    git(source, ['mv', 'docs/old.md', 'docs/new.md']);
    writeFiles(source, { 'docs/config.md': '# Config\n\n## Payments\n\nACME_KEY\n' });
    shas.docs = commitAll(source, 'Docs: rename the guide and a heading', '2025-01-03T10:00:00Z');
    git(source, ['mv', 'src/admin.ts', 'src/ops.ts']);
    writeFiles(source, {
      'src/app.ts': "app.use('/ops', opsRouter);\napp.use('/api/v1/orders', ordersRouter);\n",
      'src/ops.ts': "opsRouter.get('/stats', stats);\n",
      'src/orders.ts': "ordersRouter.get('/:orderId', one);\n",
    });
    shas.ops = commitAll(source, 'Move admin to /ops, drop invoices', '2025-01-04T10:00:00Z');
    writeFiles(source, { 'README.md': '# Service\n' });
    shas.head = commitAll(source, 'Readme', '2025-01-05T10:00:00Z');
    provider = createGitProvider({ checkoutsDir: join(root, 'checkouts'), env: testGitEnv });
    checkout = await provider.prepareCheckout('repo', provider.parseLocation(source));
  });

  afterAll(() => removeDir(root));

  it('follows each kind of probe to the commit that made the docs stale', async () => {
    const found = await provider.findIntroducingCommits(checkout, 'main', [
      { key: 'blame', probes: [{ kind: 'line', path: 'src/client.ts', line: 2 }] },
      { key: 'class-line', probes: [{ kind: 'line', path: 'src/client.ts', line: 4 }] },
      {
        key: 'option',
        probes: [
          { kind: 'line', path: 'src/client.ts', line: 4 },
          { kind: 'pickaxe', patterns: [wordPattern('timeout')], paths: ['src/client.ts'] },
        ],
      },
      {
        key: 'method',
        probes: [{ kind: 'pickaxe', patterns: [wordPattern('listByCustomer')], onlyRemoved: true }],
      },
      { key: 'link', probes: [{ kind: 'removed_path', path: 'docs/old.md' }] },
      {
        key: 'anchor',
        probes: [
          {
            kind: 'pickaxe',
            patterns: [slugPattern('payment-settings') ?? ''],
            paths: ['docs/config.md'],
            ignoreCase: true,
          },
        ],
      },
      {
        key: 'mounted',
        probes: [{ kind: 'pickaxe', patterns: routePatterns('/admin/stats'), onlyRemoved: true }],
      },
      {
        key: 'removed-route',
        probes: [
          { kind: 'pickaxe', patterns: routePatterns('/api/v1/orders/:orderId/invoice'), onlyRemoved: true },
        ],
      },
    ]);
    const answer = Object.fromEntries([...found].map(([key, commit]) => [key, commit.sha]));
    expect(answer).toEqual({
      blame: shas.client,
      'class-line': shas.initial,
      option: shas.client,
      method: shas.client,
      link: shas.docs,
      anchor: shas.docs,
      mounted: shas.ops,
      'removed-route': shas.ops,
    });
    expect(found.get('link')).toMatchObject({
      message: 'Docs: rename the guide and a heading',
      authorName: 'Ada Tester',
    });
  });

  it('answers nothing when the evidence is missing: present names, unknown paths and lines, never-seen text', async () => {
    const found = await provider.findIntroducingCommits(checkout, shas.head ?? '', [
      // Still in the code: not a removal, even though its count changed in history.
      {
        key: 'present',
        probes: [{ kind: 'pickaxe', patterns: [wordPattern('listOrders')], onlyRemoved: true }],
      },
      { key: 'never', probes: [{ kind: 'pickaxe', patterns: [wordPattern('neverWritten')] }] },
      // Only in the changelog, which is documentation and not searched.
      { key: 'docs-only', probes: [{ kind: 'pickaxe', patterns: [wordPattern('Removed')] }] },
      { key: 'no-path', probes: [{ kind: 'removed_path', path: 'docs/none.md' }] },
      { key: 'past-end', probes: [{ kind: 'line', path: 'src/app.ts', line: 99 }] },
      { key: 'no-file', probes: [{ kind: 'line', path: 'src/none.ts', line: 1 }] },
    ]);
    expect([...found.keys()]).toEqual([]);
  });

  it('reads history as of the scanned commit, not the branch head', async () => {
    const found = await provider.findIntroducingCommits(checkout, shas.client ?? '', [
      {
        key: 'mounted',
        probes: [{ kind: 'pickaxe', patterns: routePatterns('/admin/stats'), onlyRemoved: true }],
      },
      { key: 'link', probes: [{ kind: 'removed_path', path: 'docs/old.md' }] },
      {
        key: 'method',
        probes: [{ kind: 'pickaxe', patterns: [wordPattern('listByCustomer')], onlyRemoved: true }],
      },
    ]);
    expect(Object.fromEntries([...found].map(([key, commit]) => [key, commit.sha]))).toEqual({
      method: shas.client,
    });
  });

  it('stops at its limits: the first blame is answered, the rest are not', async () => {
    const found = await provider.findIntroducingCommits(
      checkout,
      'main',
      [
        { key: 'first', probes: [{ kind: 'line', path: 'src/client.ts', line: 2 }] },
        { key: 'second', probes: [{ kind: 'line', path: 'src/ops.ts', line: 1 }] },
        { key: 'third', probes: [{ kind: 'removed_path', path: 'docs/old.md' }] },
      ],
      { maxCommands: 1 },
    );
    expect([...found.keys()]).toEqual(['first']);
    const none = await provider.findIntroducingCommits(
      checkout,
      'main',
      [{ key: 'first', probes: [{ kind: 'line', path: 'src/client.ts', line: 2 }] }],
      { budgetMs: 0 },
    );
    expect(none.size).toBe(0);
  });

  it('never blames the edge of a shallow clone', async () => {
    const gitDir = join(root, 'shallow.git');
    execFileSync('git', ['clone', '--quiet', '--bare', '--depth', '1', pathToFileURL(source).href, gitDir], {
      env: testGitEnv,
    });
    const shallow: RepositoryCheckout = { key: 'shallow', gitDir, location: checkout.location };
    const found = await provider.findIntroducingCommits(shallow, 'HEAD', [
      { key: 'line', probes: [{ kind: 'line', path: 'src/app.ts', line: 1 }] },
      { key: 'pickaxe', probes: [{ kind: 'pickaxe', patterns: [wordPattern('opsRouter')] }] },
    ]);
    expect(found.size).toBe(0);
  });
});

describe('search patterns', () => {
  it('match whole words and literal text the same way in git and in JavaScript', () => {
    const word = new RegExp(wordPattern('timeout'));
    expect(word.test('options.timeout = 5')).toBe(true);
    expect(word.test('timeoutMs: 5')).toBe(false);
    expect(new RegExp(wordPattern('a.b(c)[d]^$|+?*{e}\\')).test('x a.b(c)[d]^$|+?*{e}\\ y')).toBe(true);
    expect(new RegExp(wordPattern('a.b')).test('axb')).toBe(false);
    const dir = makeTempDir('patterns');
    try {
      initRepository(dir);
      writeFiles(dir, { 'a.ts': 'const x = "a.b(c)[d]^$|+?*{e}\\\\";\nconst y = "axb";\n' });
      commitAll(dir, 'patterns');
      const matched = git(dir, [
        'grep',
        '-h',
        '-E',
        '-e',
        wordPattern('a.b(c)[d]^$|+?*{e}\\'),
        'HEAD',
        '--',
        'a.ts',
      ]);
      expect(matched).toBe('const x = "a.b(c)[d]^$|+?*{e}\\\\";');
    } finally {
      removeDir(dir);
    }
  });

  it('turn a documented path into runs of segments, parameters in any syntax', () => {
    const patterns = routePatterns('/api/v1/orders/:orderId/invoice?page=2');
    expect(patterns[0]).toBe('/api/v1/orders/(:[A-Za-z0-9_]+|[{][^}/]*[}]|[$][{][^}]*[}]|<[^>/]*>)/invoice');
    expect(patterns).toContain('/invoice');
    expect(patterns).not.toContain('/(:[A-Za-z0-9_]+|[{][^}/]*[}]|[$][{][^}]*[}]|<[^>/]*>)');
    const invoice = new RegExp(patterns[0] ?? '');
    const template = ['`/api/v1/orders/$', '{encodeURIComponent(id)}/invoice`'].join('');
    expect(invoice.test(template)).toBe(true);
    expect(invoice.test("'/api/v1/orders/{orderId}/invoice'")).toBe(true);
    expect(routePatterns('/')).toEqual([]);
    expect(slugPattern('payment-settings')).toBe('payment[^A-Za-z0-9]+settings');
    expect(slugPattern('--')).toBeNull();
  });

  it('read blame porcelain, leaving boundary commits out', () => {
    const a = 'a'.repeat(40);
    const b = 'b'.repeat(40);
    const output = [
      `${a} 3 5 1`,
      'author Ada',
      'summary One',
      '\tline five',
      `${b} 1 9 1`,
      'author Bo',
      'boundary',
      '\tline nine',
      `${a} 4 12`,
      '\tline twelve',
      '',
    ].join('\n');
    expect([...parseBlamePorcelain(output)]).toEqual([
      [5, a],
      [12, a],
    ]);
  });
});
