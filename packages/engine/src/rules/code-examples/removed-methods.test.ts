import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { commitEdit, git } from '../../../test/support/git-repo.js';
import { scan } from '../../scan/scan.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The fixture as a git repository of one commit. */
function repository(fixture: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `dw-${fixture}-`));
  dirs.push(dir);
  cpSync(path.join(here, '__fixtures__', fixture), dir, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  return dir;
}

async function findings(dir: string): Promise<string[]> {
  const report = await scan({ root: dir });
  return report.findings
    .filter((f) => f.rule === 'code-examples')
    .map((f) => `${f.subtype} ${f.doc?.path}:${f.doc?.line} ${f.identifier} | ${f.suggestions[0]}`);
}

describe('methods a Go example calls or implements, once the project removed them', () => {
  it('reports untyped receivers, chains from another variable, implementations and restated interfaces', async () => {
    const dir = repository('go-removed-methods');
    expect(await findings(dir)).toEqual([]);
    commitEdit(
      dir,
      'flagkit.go',
      (t) =>
        t
          .replace(/\/\/ SetNormalizeFunc[^\n]*\nfunc \(f \*FlagSet\) SetNormalizeFunc[^\n]*\n/, '')
          .replace(/\/\/ NewClient[^\n]*\nfunc NewClient[^\n]*\n/, '')
          .replaceAll('Unset()', 'UnsetEntry()')
          .replaceAll('Format(e *Entry)', 'FormatEntry(e *Entry)')
          .replace(/\tGroup\(fn func\(r Router\)\) Router\n/, '')
          .replace(/func \(mx \*Mux\) Group[^\n]*\n/, '')
          .replace(/\/\/ Close closes[^\n]*\nfunc \(f \*FlagSet\) Close[^\n]*\n/, ''),
      'drop SetNormalizeFunc, NewClient, Group and FlagSet.Close; rename Unset and Format',
    );
    // Silent: WriteHeaders (never the project's), Close (the code still calls a Close),
    // redis.NewClient (the project's NewClient was a function, not a method), the chain
    // from the untyped `other`, ServeHTTP (net/http's interface).
    expect(await findings(dir)).toEqual([
      'outdated_example README.md:6 SetNormalizeFunc | Remove the call to SetNormalizeFunc in README.md line 6',
      'incorrect_example README.md:18 Unset | Replace Unset with UnsetEntry in README.md line 18',
      'outdated_example README.md:32 Format | Rename the method Format to FormatEntry in README.md line 32',
      'incorrect_example README.md:46 Group | Remove Group in README.md line 46',
    ]);
  });
});

describe('methods a Java or Kotlin example overrides, once the project renamed them', () => {
  it('reports @Override and override fun of the old name, not overrides of other libraries', async () => {
    const dir = repository('jvm-overrides');
    expect(await findings(dir)).toEqual([]);
    commitEdit(
      dir,
      'src/main/kotlin/com/acme/Dispatcher.kt',
      (t) => t.replace('fun dispatch(', 'fun dispatchRequest('),
      'rename dispatch',
    );
    // Silent: run (Runnable's, never the project's) and shutdown (still declared).
    expect(await findings(dir)).toEqual([
      'outdated_example README.md:8 dispatch | Rename the method dispatch to dispatchRequest in README.md line 8',
      'outdated_example README.md:22 dispatch | Rename the method dispatch to dispatchRequest in README.md line 22',
    ]);
  });
});
