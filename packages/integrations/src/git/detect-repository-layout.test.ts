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

describe('detectLayout', () => {
  let root: string;

  beforeAll(() => {
    root = makeTempDir('layout');
  });

  afterAll(() => removeDir(root));

  it('finds languages by size, doc folders and the main doc, ignoring vendored and built files', async () => {
    const source = join(root, 'source');
    initRepository(source);
    writeFiles(source, {
      'README.md': '# Tool\n',
      'src/server.ts': 'x'.repeat(3000),
      'src/client.tsx': 'x'.repeat(500),
      'scripts/report.py': 'x'.repeat(1000),
      'docs/guide.md': '# Guide\n',
      'docs/api/reference.md': '# Reference\n',
      'website/docs/intro.mdx': '# Intro\n',
      'notes/todo.md': '- item\n',
      'package.json': '{}',
      'vendor/lib/huge.go': 'x'.repeat(90_000),
      'dist/server.js': 'x'.repeat(50_000),
      'public/app.min.js': 'x'.repeat(50_000),
    });
    const sha = commitAll(source, 'Layout');
    const provider = createGitProvider({ checkoutsDir: join(root, 'checkouts'), env: testGitEnv });
    const checkout = await provider.prepareCheckout('layout', provider.parseLocation(source));
    const layout = await provider.detectLayout(checkout, sha);
    expect(layout).toEqual({
      primaryLanguage: 'TypeScript',
      languages: [
        { language: 'TypeScript', bytes: 3500, files: 2 },
        { language: 'Python', bytes: 1000, files: 1 },
      ],
      docFolders: ['/docs/', '/website/docs/'],
      mainDocFile: 'README.md',
      codeFileCount: 3,
      docFileCount: 5,
      suggestedMapping: {
        docFolders: ['/docs/', '/website/docs/'],
        mainDocFile: 'README.md',
        codePatterns: ['*.ts', '*.py', '*.tsx'],
        docPatterns: ['*.md', '*.mdx', 'docs/*', 'website/docs/*', 'README*'],
      },
    });
  });
});
