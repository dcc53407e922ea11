import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeFinding } from '../src/rules/shared/make-finding.js';
import type { PythonSnippet } from '../src/typecheck/python/build-python-snippets.js';
import { PyrightCache } from '../src/typecheck/python/pyright-cache.js';
import { verifyGuessedLines } from '../src/typecheck/python/verify-guessed-lines.js';
import { fixturePath } from './support/scan-fixture.js';

const text = [
  'from weatherkit.periods import this_week',
  'week = this_week()',
  'week.add(days=2)',
  'stranger.add(days=2)',
].join('\n');
const snippet: PythonSnippet = {
  id: 'periods',
  text,
  docPath: 'docs/periods.md',
  lines: [11, 12, 13, 14],
  claims: text.split('\n'),
  kind: 'example',
};
const guess = (line: number, identifier: string) =>
  makeFinding({
    rule: 'code-examples',
    subtype: 'incorrect_example',
    severity: 'medium',
    confidence: 0.8,
    title: `Example call ${identifier}(): there is no keyword days`,
    description: 'A guess about the receiver.',
    identifier,
    doc: { path: 'docs/periods.md', line, claim: '' },
  });
const cacheDir = mkdtempSync(path.join(tmpdir(), 'driftwatch-verify-test-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('pyright vouches for example lines it resolved', () => {
  it('takes the callee from the line for a bare name, and vouches for nothing after a parse error', async () => {
    const run = { extraPaths: [path.join(fixturePath('python-pyright'), 'src')], budgetMs: 60_000 };
    const broken: PythonSnippet = { ...snippet, id: 'broken', docPath: 'docs/broken.md' };
    const checked = new Map([
      ['periods', []],
      ['broken', [{ line: 1, character: 0, message: '"(" was not closed', rule: '' }]],
    ]);
    const onBroken = {
      ...guess(13, 'add'),
      doc: { path: 'docs/broken.md', line: 13, endLine: 13, claim: '' },
    };
    const verified = await verifyGuessedLines(
      [guess(13, 'add'), onBroken],
      [snippet, broken],
      checked,
      new PyrightCache(undefined),
      'code',
      run,
    );
    expect([...verified]).toEqual(['docs/periods.md\u000013']);
  });

  it('refutes a guess on a call whose receiver it typed, not on one it could not type', async () => {
    const run = { extraPaths: [path.join(fixturePath('python-pyright'), 'src')], budgetMs: 60_000 };
    const checked = new Map([['periods', []]]);
    const verify = (cache: PyrightCache) =>
      verifyGuessedLines(
        [guess(13, 'week.add'), guess(14, 'stranger.add')],
        [snippet],
        checked,
        cache,
        'code',
        run,
      );
    const cache = new PyrightCache(cacheDir);
    expect([...(await verify(cache))]).toEqual(['docs/periods.md\u000013']);
    cache.save();
    // The verdicts are cached: a 1 ms budget could not run pyright again.
    const again = await verifyGuessedLines(
      [guess(13, 'week.add')],
      [snippet],
      checked,
      new PyrightCache(cacheDir),
      'code',
      {
        ...run,
        budgetMs: 1,
      },
    );
    expect([...again]).toEqual(['docs/periods.md\u000013']);
  });
});
