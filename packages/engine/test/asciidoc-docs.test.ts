import { describe, expect, it } from 'vitest';
import { readDocSafely } from '../src/docs/read-doc-safely.js';
import { scanFixture } from './support/scan-fixture.js';

describe('AsciiDoc pages', () => {
  it('are read into sections with their ids, spans, list items, source blocks and links (those of a paragraph on its first line)', () => {
    const doc = readDocSafely({
      rel: 'docs/guide.adoc',
      text: [
        '= Guide',
        '',
        '[[setup]]',
        '== Set up',
        '',
        'Run `kit.start()`, see link:other.adoc[other].',
        '',
        '* `kit.stop()` stops',
        '',
        '[source,python]',
        '----',
        'import kit',
        'kit.start()',
        '----',
      ].join('\n'),
      hash: 'h',
    });
    expect(doc.headings).toEqual([
      { text: 'Guide', slug: '', line: 1, depth: 1 },
      { text: 'Set up', slug: 'setup', line: 4, depth: 2 },
    ]);
    expect(doc.spans.map((s) => `${s.line} ${s.context}${s.leading ? '*' : ''} ${s.value}`)).toEqual([
      '6 paragraph kit.start()',
      '8 list* kit.stop()',
    ]);
    expect(doc.links).toEqual([{ url: 'other.adoc', line: 6, kind: 'link' }]);
    expect(doc.codeBlocks.map((b) => [b.lang, b.line, b.text])).toEqual([
      ['python', 11, 'import kit\nkit.start()'],
    ]);
    expect(doc.anchors).toContain('setup');
  });

  it('report drift like Markdown pages: a misspelt function, an extra argument, a missing page and a missing section id', async () => {
    // Line 14 passes closeClient a second argument it does not take: the TypeScript check reads
    // AsciiDoc source blocks like fenced Markdown examples.
    expect(await scanFixture('asciidoc-docs')).toEqual([
      'method_mismatch README.adoc:5 closeClinet',
      'extra_parameter README.adoc:14 closeClient',
      'broken_link README.adoc:20 docs/missing.adoc',
      'broken_link README.adoc:22 #_setup',
    ]);
  });
});
