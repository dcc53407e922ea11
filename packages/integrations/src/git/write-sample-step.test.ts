import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
import { materializeSampleRepository } from './materialize-sample-repository.js';
import { readSampleManifest } from './read-sample-manifest.js';

const author = { name: 'Grace Hopper', email: 'grace@example.test' };

function writeManifest(samplesDir: string, steps: string[]): void {
  const commits = steps.map((step, index) => ({
    step,
    message: `Step ${index + 1}`,
    author,
    date: `2025-02-0${index + 1}T12:00:00Z`,
  }));
  writeFiles(join(samplesDir, 'tiny'), {
    'manifest.json': JSON.stringify({
      name: 'tiny',
      title: 'Tiny',
      description: 'A folder step, then a patch step.',
      defaultBranch: 'main',
      commits,
    }),
  });
}

describe('sample steps as patches', () => {
  let root: string;
  let samplesDir: string;

  beforeAll(() => {
    root = makeTempDir('sample-steps');
    samplesDir = join(root, 'samples');
    // The patch is real `git diff` output between two commits of a scratch repository.
    const scratch = join(root, 'scratch');
    initRepository(scratch);
    const first = {
      'a.txt': 'one\ntwo\nthree\n',
      'b.txt': 'to be deleted\n',
      'docs/old.md': '# Guide\n\nLine 1\nLine 2\nLine 3\nLine 4\n',
    };
    writeFiles(scratch, first);
    commitAll(scratch, 'first');
    writeFiles(scratch, { 'a.txt': 'one\n2\nthree\n', 'c.txt': 'new file\n' });
    git(scratch, ['rm', '--quiet', 'b.txt']);
    git(scratch, ['mv', 'docs/old.md', 'docs/new.md']);
    commitAll(scratch, 'second');
    writeFiles(join(samplesDir, 'tiny', 'steps', '01-first'), first);
    writeFileSync(
      join(samplesDir, 'tiny', 'steps', '02-second.patch'),
      git(scratch, ['diff', '-M', 'HEAD~1', 'HEAD']).concat('\n'),
    );
  });

  afterAll(() => removeDir(root));

  it('applies a patch step: changes, new files, renames and deletions', async () => {
    writeManifest(samplesDir, ['01-first', '02-second']);
    const sample = await materializeSampleRepository(join(root, 'built'), 'tiny', {
      samplesDir,
      env: testGitEnv,
    });
    expect(git(sample.dir, ['ls-tree', '-r', '--name-only', 'HEAD']).split('\n')).toEqual([
      'a.txt',
      'c.txt',
      'docs/new.md',
    ]);
    expect(readFileSync(join(sample.dir, 'a.txt'), 'utf8')).toBe('one\n2\nthree\n');
    expect(git(sample.dir, ['log', '--format=%an|%aI|%s']).split('\n')).toEqual([
      'Grace Hopper|2025-02-02T12:00:00+00:00|Step 2',
      'Grace Hopper|2025-02-01T12:00:00+00:00|Step 1',
    ]);
    expect(git(sample.dir, ['ls-tree', 'HEAD', 'c.txt'])).toMatch(/^100644 /);
    expect(git(sample.dir, ['status', '--porcelain'])).toBe('');
  });

  it('fails on a patch that does not apply, leaving nothing behind', async () => {
    writeFiles(join(samplesDir, 'tiny', 'steps'), {
      '03-stale.patch': readFileSync(join(samplesDir, 'tiny', 'steps', '02-second.patch'), 'utf8'),
    });
    // The same patch twice: its second application finds the tree already changed.
    writeManifest(samplesDir, ['01-first', '02-second', '03-stale']);
    const target = join(root, 'stale');
    await expect(
      materializeSampleRepository(target, 'tiny', { samplesDir, env: testGitEnv }),
    ).rejects.toMatchObject({ name: 'GitError' });
    expect(existsSync(target)).toBe(false);
  });

  it('needs either a folder or a patch for each step', async () => {
    writeFiles(join(samplesDir, 'tiny', 'steps', '02-second'), { 'x.txt': 'both kinds\n' });
    writeManifest(samplesDir, ['01-first', '02-second']);
    await expect(
      materializeSampleRepository(join(root, 'both'), 'tiny', { samplesDir, env: testGitEnv }),
    ).rejects.toThrow('The sample step "02-second" needs either a folder or a .patch file.');
    writeManifest(samplesDir, ['01-first', '04-missing']);
    await expect(
      materializeSampleRepository(join(root, 'missing'), 'tiny', { samplesDir, env: testGitEnv }),
    ).rejects.toMatchObject({ code: 'invalid_argument' });
  });

  it('refuses step names that could leave the steps folder', async () => {
    for (const step of ['../01-first', '01-first/../x', '02-second.patch']) {
      writeManifest(samplesDir, ['01-first', step]);
      await expect(readSampleManifest('tiny', samplesDir)).rejects.toMatchObject({
        code: 'invalid_argument',
      });
    }
  });
});
