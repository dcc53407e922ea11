import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli/main.js';
import { applyFixes } from '../src/fix/apply-fixes.js';
import { scan } from '../src/scan/scan.js';
import { copyToGitRepo, gitApply } from './support/git-apply-check.js';
import { fixturePath } from './support/scan-fixture.js';

const made: string[] = [];

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out.push(String(chunk));
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    err.push(String(chunk));
    return true;
  });
  return { out, err };
}

function repoOf(fixture: string): string {
  const dir = copyToGitRepo(fixturePath(fixture));
  made.push(dir);
  return dir;
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const QUIET = ['--no-cache', '--no-history'];

describe('driftwatch fix', () => {
  it('--dry-run prints one patch per file that git apply takes, and changes nothing', async () => {
    const dir = repoOf('cli-flags');
    const before = readFileSync(path.join(dir, 'README.md'), 'utf8');
    const io = capture();
    expect(await main(['fix', dir, '--dry-run', ...QUIET])).toBe(0);
    const patch = io.out.join('');
    expect(patch.match(/^--- a\/README\.md$/gm)).toHaveLength(1);
    expect(patch).toContain('+| `-o, --out-dir <dir>`');
    expect(patch).toContain('--jsn');
    expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).toBe(before);
    expect(io.err.join('')).toMatch(/would fix \d+ finding\(s\) in 1 file\(s\)/);
    gitApply(dir, patch, true);
  });

  it('applies the fixes, says what it changed, and a second run finds nothing left to fix', async () => {
    const dir = repoOf('cli-flags');
    const io = capture();
    expect(await main(['fix', dir, ...QUIET])).toBe(0);
    expect(io.out.join('')).toContain('README.md:14  --output -> --out-dir');
    const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
    expect(readme).toContain('--out-dir');
    expect(readme).not.toContain('--jsn');
    const again = await scan({ root: dir, config: { history: false } });
    expect(again.findings.filter((f) => f.patch)).toEqual([]);
  });

  it('leaves a file alone when it changed after the scan read it', async () => {
    const dir = repoOf('env-vars');
    const report = await scan({ root: dir, config: { history: false } });
    expect(report.findings.some((f) => f.edit)).toBe(true);
    const readme = path.join(dir, 'README.md');
    const edited = `${readFileSync(readme, 'utf8')}\nA line a person added meanwhile.\n`;
    writeFileSync(readme, edited);
    const [plan] = applyFixes(dir, report.findings);
    expect(plan?.refused).toBe('it changed since the scan read it');
    expect(readFileSync(readme, 'utf8')).toBe(edited);
  });

  it('refuses report options and git URLs, documents its exit codes', async () => {
    const io = capture();
    expect(await main(['fix', '.', '--format', 'json'])).toBe(2);
    expect(io.err.join('')).toContain('fix takes no --format');
    expect(await main(['fix', 'https://github.com/a/b.git'])).toBe(2);
    expect(await main(['scan', '.', '--dry-run'])).toBe(2);
    expect(await main(['--help'])).toBe(0);
    expect(io.out.join('')).toMatch(/fix\s+0 every certain fix applied/);
  });
});
