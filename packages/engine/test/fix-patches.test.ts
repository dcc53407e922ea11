import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Finding } from '../src/model/finding.js';
import { scan } from '../src/scan/scan.js';
import { copyToGitRepo, gitApply } from './support/git-apply-check.js';
import { fixturePath } from './support/scan-fixture.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function findingsOf(root: string): Promise<Finding[]> {
  return (await scan({ root, config: { history: false } })).findings;
}

function repoOf(source: string): string {
  const dir = copyToGitRepo(source);
  made.push(dir);
  return dir;
}

describe('patches for certain fixes', () => {
  it.each([
    ['an anchor', 'broken-links', '#usage-guide', 'README.md', '#usage'],
    ['a link target', 'broken-links', '../README.md', 'docs/guide/intro.md', '../../README.md'],
    ['a CLI flag', 'cli-flags', '--output', 'README.md', '--out-dir'],
    ['an env var', 'env-vars', 'APP_TOKEN', 'README.md', 'APP_TOKEN_SECRET'],
    ['an option key', 'ts-api', 'ttl', 'README.md', 'ttlSeconds'],
    ['a referenced symbol', 'ts-member-spelling', 'persistenPostRun', 'README.md', 'persistentPostRun'],
  ])('renames %s with a patch git apply takes', async (_kind, fixture, identifier, docPath, inserted) => {
    const dir = repoOf(fixturePath(fixture));
    const finding = (await findingsOf(dir)).find((f) => f.identifier === identifier);
    expect(finding?.edit).toMatchObject({ path: docPath, inserted });
    const patch = finding?.patch ?? '';
    expect(patch.split('\n').slice(0, 2)).toEqual([`--- a/${docPath}`, `+++ b/${docPath}`]);
    expect(patch).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@$/m);
    gitApply(dir, patch, true);
    gitApply(dir, patch, false);
    const lines = readFileSync(path.join(dir, docPath), 'utf8').split('\n');
    expect(lines[(finding?.edit?.line ?? 0) - 1]).toBe(finding?.edit?.newLine);
  });

  it('gives no patch when two headings are equally likely targets, and one when only one is', async () => {
    const dir = repoOf(fixturePath('broken-links'));
    const page = (headings: string) => `# Tool\n\n${headings}\n\nSee [installing](#install).\n`;
    writeFileSync(path.join(dir, 'INSTALL.md'), page('## Install linux\n\n## Install macos'));
    const tie = (await findingsOf(dir)).find((f) => f.doc?.path === 'INSTALL.md');
    expect(tie?.suggestions[0]).toContain('#install-linux');
    expect(tie?.patch).toBeUndefined();
    writeFileSync(path.join(dir, 'INSTALL.md'), page('## Install linux'));
    const single = (await findingsOf(dir)).find((f) => f.doc?.path === 'INSTALL.md');
    expect(single?.edit?.inserted).toBe('#install-linux');
  });

  it('gives no patch when the doc line says the old name twice', async () => {
    const dir = repoOf(fixturePath('env-vars'));
    const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
    const line = readme.split('\n').findIndex((l) => l.includes('APP_TOKEN'));
    const lines = readme.split('\n');
    lines[line] = `${lines[line]} (APP_TOKEN again)`;
    writeFileSync(path.join(dir, 'README.md'), lines.join('\n'));
    const finding = (await findingsOf(dir)).find((f) => f.identifier === 'APP_TOKEN');
    expect(finding).toBeDefined();
    expect(finding?.patch).toBeUndefined();
  });

  it('applies on a last line without a line break and on CRLF lines', async () => {
    const dir = repoOf(fixturePath('broken-links'));
    writeFileSync(path.join(dir, 'EOF.md'), '# Usage\r\n\r\nText.\r\n\r\nSee [usage](#usag).');
    const finding = (await findingsOf(dir)).find((f) => f.doc?.path === 'EOF.md');
    expect(finding?.patch).toContain('\\ No newline at end of file');
    gitApply(dir, finding?.patch ?? '', false);
    expect(readFileSync(path.join(dir, 'EOF.md'), 'utf8')).toBe(
      '# Usage\r\n\r\nText.\r\n\r\nSee [usage](#usage).',
    );
  });
});
