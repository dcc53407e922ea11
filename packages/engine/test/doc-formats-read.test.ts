import { describe, expect, it } from 'vitest';
import { formatReport } from '../src/report/format-report.js';
import { scan } from '../src/scan/scan.js';
import { fixturePath } from './support/scan-fixture.js';

describe('which doc files a scan read and which it skipped', async () => {
  const report = await scan({ root: fixturePath('doc-formats'), config: { history: false } });

  it('lists every page read with its format, and doc-like files it cannot read with the reason', () => {
    expect(report.docsRead).toEqual([
      { path: 'README.md', format: 'markdown' },
      { path: 'docs/guide.rst', format: 'rst' },
      { path: 'docs/manual.adoc', format: 'asciidoc' },
      { path: 'docs/page.mdx', format: 'mdx' },
    ]);
    expect(report.skipped).toEqual([
      { path: 'tests/sample.rst', reason: 'test data: under tests/' },
      {
        path: 'docs/notes.txt',
        reason: 'not read: plain-text pages are not read (reStructuredText is read from .rst files)',
      },
    ]);
    expect(report.findings).toEqual([]);
  });

  it('says so in the text, JSON and SARIF reports', () => {
    const text = formatReport(report, 'text');
    expect(text).toContain('read 1 Markdown doc file(s): README.md\n');
    expect(text).toContain('read 1 reStructuredText doc file(s): docs/guide.rst\n');
    expect(text).toContain('read 1 MDX doc file(s): docs/page.mdx\n');
    expect(text).toContain('read 1 AsciiDoc doc file(s): docs/manual.adoc\n');
    expect(text).toContain(
      'docs/notes.txt  SKIPPED  not read: plain-text pages are not read (reStructuredText is read from .rst files)\n',
    );
    expect(JSON.parse(formatReport(report, 'json')).docsRead).toHaveLength(4);
    const run = JSON.parse(formatReport(report, 'sarif')).runs[0];
    expect(run.artifacts).toEqual([
      {
        location: { uri: 'README.md', uriBaseId: 'SRCROOT' },
        roles: ['analysisTarget'],
        sourceLanguage: 'markdown',
      },
      {
        location: { uri: 'docs/guide.rst', uriBaseId: 'SRCROOT' },
        roles: ['analysisTarget'],
        sourceLanguage: 'restructuredtext',
      },
      {
        location: { uri: 'docs/manual.adoc', uriBaseId: 'SRCROOT' },
        roles: ['analysisTarget'],
        sourceLanguage: 'asciidoc',
      },
      {
        location: { uri: 'docs/page.mdx', uriBaseId: 'SRCROOT' },
        roles: ['analysisTarget'],
        sourceLanguage: 'mdx',
      },
    ]);
    expect(
      run.invocations[0].toolExecutionNotifications.map((n: { message: { text: string } }) => n.message.text),
    ).toEqual([
      'tests/sample.rst test data: under tests/',
      'docs/notes.txt not read: plain-text pages are not read (reStructuredText is read from .rst files)',
    ]);
  });
});

describe('a Sphinx project whose sources are .txt files', () => {
  it('reads them as reStructuredText pages', async () => {
    const report = await scan({ root: fixturePath('sphinx-txt'), config: { history: false } });
    expect(report.docsRead).toEqual([
      { path: 'README.md', format: 'markdown' },
      { path: 'docs/intro.txt', format: 'rst' },
    ]);
    expect(report.skipped).toEqual([]);
    expect(report.findings.map((f) => `${f.subtype} ${f.doc?.path}:${f.doc?.line} ${f.identifier}`)).toEqual([
      'broken_link docs/intro.txt:6 setup',
    ]);
  });
});
