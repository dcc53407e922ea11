import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath, scanFixture } from './support/scan-fixture.js';

const dirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('JS/TS examples and member references checked by the TypeScript compiler', () => {
  it('reports misspelt keys, removed exports, misspelt members and extra arguments, nothing for correct or partial examples', async () => {
    // The package's `types` (dist/index.d.ts) is not built in the checkout: src/index.ts stands in.
    // docs/reply.md is about the Reply type, so `reply.sendd(body)` is a member of Reply. Line 48
    // uses the relay an earlier example bound. Lines 56-58: a plugin's member (`require` kept for its
    // side effects) and a key of options extending a platform type are judged by no rule. Line 66:
    // options typed as an intersection; line 67 adds `relay.started` itself.
    expect(await scanFixture('typecheck-ts')).toEqual([
      'parameter_mismatch README.md:18 timeoutMS',
      'incorrect_example README.md:24 normalizePath',
      'incorrect_example README.md:27 sned',
      'extra_parameter README.md:28 listen',
      'incorrect_example README.md:48 rout',
      'parameter_mismatch README.md:66 hots',
      'method_mismatch docs/reply.md:7 sendd',
      'method_mismatch docs/reply.md:8 raw',
    ]);
  });

  it('suggests the name TypeScript suggests, as a certain fix', async () => {
    const report = await scan({ root: fixturePath('typecheck-ts'), config: { history: false } });
    const byName = new Map(report.findings.map((f) => [f.identifier, f]));
    expect(byName.get('timeoutMS')?.suggestions).toEqual([
      'Rename timeoutMS to timeoutMs in README.md line 18',
    ]);
    expect(byName.get('timeoutMS')?.confidence).toBe(0.95);
    expect(byName.get('sendd')?.suggestions).toEqual(['Rename sendd to send in docs/reply.md line 7']);
    expect(byName.get('sned')?.code).toEqual({
      path: 'src/index.ts',
      line: 7,
      reality: 'export class Reply',
    });
    expect(byName.get('raw')?.suggestions).toEqual(['Remove or replace raw in docs/reply.md line 8']);
  });

  it('accepts what the JavaScript accepts when the declarations say less', async () => {
    // index.d.ts forgot enqueue's `priority`; index.js has it. size() takes nothing in both.
    expect(await scanFixture('typecheck-js')).toEqual([
      'incorrect_example README.md:4 drain',
      'extra_parameter README.md:7 size',
    ]);
  });

  it('infers the types of a JavaScript project without declarations', async () => {
    const report = await scan({ root: fixturePath('typecheck-untyped'), config: { history: false } });
    const api = report.findings.filter((f) => f.subtype !== 'undocumented_api');
    expect(api.map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier} ${f.suggestions[0]}`)).toEqual([
      'incorrect_example 7 pusj Rename pusj to push in README.md line 7',
    ]);
  });

  it('does not check an unchanged example again, and checks an edited one', async () => {
    const root = tempDir('dw-typecheck-');
    cpSync(fixturePath('typecheck-js'), root, { recursive: true });
    const cacheDir = tempDir('dw-typecheck-cache-');
    const cold = await scan({ root, cacheDir, config: { history: false } });
    const file = path.join(cacheDir, 'typecheck.json');
    // A cached verdict is trusted as it stands: rewriting it shows the example was not checked again.
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll("'drain'", "'drain' (cached)"));
    const warm = await scan({ root, cacheDir, config: { history: false } });
    expect(warm.findings.find((f) => f.identifier === 'drain')?.title).toContain("'drain' (cached)");
    expect(warm.findings.map((f) => f.fingerprint)).toEqual(cold.findings.map((f) => f.fingerprint));
    const readme = path.join(root, 'README.md');
    writeFileSync(readme, readFileSync(readme, 'utf8').replace('drain', 'clear'));
    const edited = await scan({ root, cacheDir, config: { history: false } });
    expect(edited.findings.map((f) => f.identifier)).toEqual(['clear', 'size']);
    expect(edited.findings[0]?.title).not.toContain('(cached)');
  });

  it('leaves examples unchecked past its time budget, and says so', async () => {
    const report = await scan({
      root: fixturePath('typecheck-ts'),
      config: { history: false },
      typecheck: { maxMs: 0 },
    });
    expect(report.findings.filter((f) => f.rule === 'type-check')).toEqual([]);
    expect(report.skipped).toEqual([
      { path: 'README.md', reason: 'type check: over the time budget; its examples were not type-checked' },
      {
        path: 'docs/reply.md',
        reason: 'type check: over the time budget; its examples were not type-checked',
      },
    ]);
  });

  it('reads no more files than its budget, and says so', async () => {
    const report = await scan({
      root: fixturePath('typecheck-ts'),
      config: { history: false },
      typecheck: { maxFiles: 1 },
    });
    expect(report.skipped).toEqual([
      {
        path: 'src/index.ts',
        reason:
          'type check: read the first 1 files of the project and its dependencies; names past them were not resolved',
      },
    ]);
  });
});
