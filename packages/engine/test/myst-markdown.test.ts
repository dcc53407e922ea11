import { describe, expect, it } from 'vitest';
import { readDocSafely } from '../src/docs/read-doc-safely.js';

const page = [
  '# Guide',
  '',
  '(install-label)=',
  '## Install',
  '',
  'Call {func}`pkg.render`, {py:meth}`~pkg.Client.get` and {ref}`install-label`; see {doc}`api`.',
  '',
  '```{code-block} python',
  ':caption: Example',
  '',
  'from pkg import render',
  'render("x")',
  '```',
  '',
  '```{note}',
  'Use `inner()` here.',
  '```',
  '',
  '```{warning} Call **reset** once.',
  'Then `reset()` again.',
  '```',
  '',
  '```{eval-rst}',
  '.. autofunction:: pkg.render',
  '',
  'See :func:`pkg.parse`.',
  '```',
  '',
  '```{autoclass} pkg.Client',
  ':members: get, close',
  '```',
  '',
  '```{toctree}',
  ':maxdepth: 2',
  '',
  'guide/index',
  '```',
  '',
  '```{mermaid}',
  'graph `x()`',
  '```',
].join('\n');

describe('MyST inside Markdown', () => {
  const doc = readDocSafely({ rel: 'docs/guide.md', text: page, hash: 'h' });

  it('reads roles and directives into the claims their reStructuredText forms give, on the page lines', () => {
    expect(doc.spans.map((s) => `${s.line} ${s.context} ${s.value}${s.role ? ` (${s.role})` : ''}`)).toEqual([
      '6 paragraph pkg.render (func)',
      '6 paragraph pkg.Client.get (meth)',
      '16 paragraph inner()',
      '20 paragraph reset()',
      '24 list pkg.render (func)',
      '26 paragraph pkg.parse (func)',
      '29 list pkg.Client (class)',
      '29 list pkg.Client.get (meth)',
      '29 list pkg.Client.close (meth)',
    ]);
    expect(doc.links).toEqual([
      { url: 'install-label', line: 6, kind: 'ref' },
      { url: 'api', line: 6, kind: 'link' },
      { url: 'guide/index', line: 36, kind: 'link' },
    ]);
    expect(doc.labels).toEqual(['install-label']);
  });

  it('reads a code-block directive as a fenced block of its language, without its options', () => {
    expect(doc.codeBlocks.map((b) => [b.lang, b.line, b.text])).toEqual([
      ['python', 10, 'from pkg import render\nrender("x")'],
    ]);
  });

  it('reads colon fences as the directives they are, an outer fence holding a shorter inner one', () => {
    const colon = readDocSafely({
      rel: 'docs/colon.md',
      text: [
        '::::{note}',
        'Call `outer()`.',
        '',
        ':::{autofunction} pkg.inner',
        ':::',
        '::::',
        '',
        'After `after()`.',
      ].join('\n'),
      hash: 'h',
    });
    expect(colon.spans.map((s) => `${s.line} ${s.value}${s.role ? ` (${s.role})` : ''}`)).toEqual([
      '2 outer()',
      '4 pkg.inner (func)',
      '8 after()',
    ]);
  });
});
