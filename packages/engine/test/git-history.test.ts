import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { commitEdit, repoFromFixture } from './support/git-repo.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('git history as evidence', () => {
  it('judges a prose reference to a symbol the code removed, and suggests its new name', async () => {
    const dir = repoFromFixture('history');
    dirs.push(dir);
    commitEdit(
      dir,
      'lib/math.js',
      (t) => t.replace('function addNumbers', 'function sumNumbers').replace('addNumbers,', 'sumNumbers,'),
      'rename',
    );
    const withHistory = await scan({ root: dir });
    const finding = withHistory.findings.find((f) => f.identifier === 'addNumbers');
    expect(finding?.subtype).toBe('method_mismatch');
    expect(finding?.doc?.line).toBe(3);
    expect(finding?.suggestions[0]).toBe('Rename addNumbers to sumNumbers in README.md line 3');
    const withoutHistory = await scan({ root: dir, config: { history: false } });
    expect(withoutHistory.findings.some((f) => f.identifier === 'addNumbers')).toBe(false);
  });

  it('does not take a removed import (`const extend = require(...)`) for removed API', async () => {
    const dir = repoFromFixture('history-import');
    dirs.push(dir);
    commitEdit(
      dir,
      'lib/merge.js',
      (t) =>
        t
          .replace("const extend = require('extend');\n\n", '')
          .replace('extend(true, {}, ...sources)', 'Object.assign({}, ...sources)')
          .replace(/function mergeTwo[^}]*}\n\n/, '')
          .replace('mergeAll, mergeTwo', 'mergeAll'),
      'drop the extend dependency and mergeTwo',
    );
    const report = await scan({ root: dir });
    expect(report.findings.map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier}`)).toEqual([
      'method_mismatch 3 mergeTwo',
    ]);
  });

  it('does not take a removed override in a wrapper of a same-named dependency class for removed API', async () => {
    const dir = repoFromFixture('history-wrapper');
    dirs.push(dir);
    commitEdit(
      dir,
      'lib/agent.js',
      (t) => t.replace(/ {2}close\(\) \{[^}]*\}\n\n/, '').replace(/ {2}drain\(\) \{[^}]*\}\n\n/, ''),
      'drop the close override and drain',
    );
    const report = await scan({ root: dir });
    // Agent extends dep.Agent: close() is still the dependency's; Pool.drain() is really gone.
    expect(report.findings.map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier}`)).toEqual([
      'method_mismatch 3 drain',
    ]);
  });

  it('reads Java declarations in history: a removed method and a renamed class named in prose', async () => {
    const dir = repoFromFixture('history-java');
    dirs.push(dir);
    expect((await scan({ root: dir })).findings).toEqual([]);
    commitEdit(
      dir,
      'src/main/java/com/acme/Client.java',
      (t) =>
        t
          .replace(/\n {2}public Client setRetryPolicy[\s\S]*?\n {2}}\n/, '')
          .replaceAll('RetryPolicy', 'BackoffPolicy'),
      'drop setRetryPolicy, rename the policy',
    );
    commitEdit(
      dir,
      'src/main/java/com/acme/RetryPolicy.java',
      (t) => t.replace('RetryPolicy', 'BackoffPolicy'),
      'rename',
    );
    const report = await scan({ root: dir });
    expect(
      report.findings
        .filter((f) => f.subtype !== 'undocumented_api')
        .map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier} | ${f.suggestions.join('; ')}`),
    ).toEqual([
      'method_mismatch 3 setRetryPolicy | Remove or update the reference to Client.setRetryPolicy in README.md line 3',
      'method_mismatch 4 RetryPolicy | Rename RetryPolicy to BackoffPolicy in README.md line 4',
    ]);
  });
});
