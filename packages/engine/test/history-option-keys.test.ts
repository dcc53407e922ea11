import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { commitEdit, repoFromFixture } from './support/git-repo.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const found = (report: Awaited<ReturnType<typeof scan>>) =>
  report.findings.map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier} | ${f.suggestions.join('; ')}`);

describe('an option key or parameter in a code span that git history shows removed', () => {
  it('is reported with the key the same commit added', async () => {
    const dir = repoFromFixture('history-option-keys');
    dirs.push(dir);
    expect(found(await scan({ root: dir }))).toEqual([]);
    commitEdit(
      dir,
      'lib/upload.js',
      (t) => t.replaceAll('renameDestDir', 'changeDest'),
      'renameDestDir becomes changeDest',
    );
    commitEdit(
      dir,
      'uploader/client.py',
      (t) =>
        t
          .replace('token_storage_cache_dir: str | None = None', 'token_storage: str | None = None')
          .replace('self.cache_dir = token_storage_cache_dir', 'self.cache_dir = token_storage'),
      'token storage',
    );
    expect(found(await scan({ root: dir }))).toEqual([
      'method_mismatch 3 renameDestDir | Rename renameDestDir to changeDest in README.md line 3',
      'method_mismatch 5 token_storage_cache_dir | Rename token_storage_cache_dir to token_storage in README.md line 5',
      'method_mismatch 7 renameDestDir | Rename renameDestDir to changeDest in README.md line 7',
    ]);
  });

  it('is left alone for a renamed local variable or a key some code still reads', async () => {
    const dir = repoFromFixture('history-option-keys');
    dirs.push(dir);
    // `retry_count = 3` is a local, not a parameter; the options object still carries renameDestDir.
    commitEdit(dir, 'uploader/client.py', (t) => t.replaceAll('retry_count', 'retries'), 'rename a local');
    commitEdit(
      dir,
      'lib/upload.js',
      (t) =>
        t
          .replace('const renameDestDir = options.renameDestDir', 'const pick = options.pick')
          .replace('renameDestDir(dest)', 'pick(dest)')
          .replace(
            'module.exports = { upload };',
            "module.exports = { upload, legacy: (o) => o['renameDestDir'] };",
          ),
      'pick',
    );
    expect(found(await scan({ root: dir }))).toEqual([]);
  });
});
