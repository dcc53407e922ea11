import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatReport } from '../src/report/format-report.js';
import { scan } from '../src/scan/scan.js';
import { fixturePath } from './support/scan-fixture.js';

const VENDORED = 'vendored, generated or tooling folder (node_modules, vendor, dist, build, ...)';

describe('doc pages the scan does not read are listed with the reason', async () => {
  // Pages a .gitignore names cannot be committed as a fixture: the copy gets them.
  const root = mkdtempSync(path.join(tmpdir(), 'dw-left-out-'));
  cpSync(fixturePath('left-out-docs'), root, { recursive: true });
  writeFileSync(path.join(root, '.gitignore'), 'notes/\ndraft.md\n');
  mkdirSync(path.join(root, 'notes'));
  writeFileSync(path.join(root, 'notes/todo.md'), '# Todo\n');
  writeFileSync(path.join(root, 'draft.md'), '# Draft\n');
  // `CLAUDE.md -> README.md`: one page under two names, read once.
  symlinkSync('README.md', path.join(root, 'CLAUDE.md'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const report = await scan({
    root,
    config: {
      history: false,
      docs: ['README.md', 'docs/**'],
      exclude: ['docs/private/notes.md', 'docs/archive'],
    },
  });

  it('lists each page of a readable format outside the docs, and counts those in folders it does not enter', () => {
    expect(report.docsRead.map((d) => d.path)).toEqual(['README.md', 'docs/guide.md']);
    expect(report.skipped).toEqual([
      { path: 'CLAUDE.md', reason: 'symlink: read as README.md' },
      { path: 'docs/private/notes.md', reason: 'excluded by config: matches `exclude`' },
      {
        path: 'examples/app/README.md',
        reason: 'example project: under examples/ with its own package.json',
      },
      { path: 'examples/plain/README.rst', reason: 'example project: under examples/' },
      { path: 'guide/extra.md', reason: 'excluded by config: outside the `docs` globs' },
      { path: 'sample/intro.adoc', reason: 'sample project: under sample/' },
      { path: 'templates/plugin/README.md', reason: 'scaffolding a generator copies: under templates/' },
      { path: 'tests/unit/input.md', reason: 'test data: under tests/' },
    ]);
    expect(report.skippedGroups).toEqual([
      { reason: 'excluded by config: matches `exclude`', docFiles: 1, paths: ['docs/archive'] },
      { reason: 'ignored by .gitignore', docFiles: 2, paths: ['draft.md', 'notes'] },
      { reason: VENDORED, docFiles: 3, paths: ['build', 'vendor'] },
    ]);
  });

  it('says so in the text, JSON and SARIF reports', () => {
    const text = formatReport(report, 'text');
    expect(text).toContain('tests/unit/input.md  SKIPPED  test data: under tests/\n');
    expect(text).toContain('CLAUDE.md  SKIPPED  symlink: read as README.md\n');
    expect(text).toContain(`SKIPPED  3 doc file(s): ${VENDORED} (build, vendor)\n`);
    expect(text).toContain('SKIPPED  2 doc file(s): ignored by .gitignore (draft.md, notes)\n');
    expect(text).toContain('SKIPPED  1 doc file(s): excluded by config: matches `exclude` (docs/archive)\n');
    const json = JSON.parse(formatReport(report, 'json'));
    expect(json.skipped).toHaveLength(8);
    expect(json.skippedGroups).toEqual(report.skippedGroups);
    const notes = JSON.parse(formatReport(report, 'sarif')).runs[0].invocations[0].toolExecutionNotifications;
    expect(notes).toHaveLength(11);
    expect(notes[3]).toEqual({
      level: 'warning',
      message: { text: 'examples/plain/README.rst example project: under examples/' },
      locations: [
        {
          physicalLocation: { artifactLocation: { uri: 'examples/plain/README.rst', uriBaseId: 'SRCROOT' } },
        },
      ],
    });
    expect(notes[10]).toEqual({
      level: 'note',
      message: { text: `3 doc file(s) not read: ${VENDORED}` },
      locations: [
        { physicalLocation: { artifactLocation: { uri: 'build', uriBaseId: 'SRCROOT' } } },
        { physicalLocation: { artifactLocation: { uri: 'vendor', uriBaseId: 'SRCROOT' } } },
      ],
      properties: { docFiles: 3 },
    });
  });

  it('names the first 20 skipped files in a pull-request comment, and counts the rest', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      path: `tests/case-${i + 10}.md`,
      reason: 'test data: under tests/',
    }));
    const markdown = formatReport({ ...report, skipped: many }, 'markdown');
    expect(markdown).toContain('- `tests/case-29.md` test data: under tests/\n- and 5 more\n');
    expect(markdown).not.toContain('tests/case-30.md');
  });
});
