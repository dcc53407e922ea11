import { describe, expect, it } from 'vitest';
import { readDocSafely } from '../src/docs/read-doc-safely.js';
import { makeDocutilsId } from '../src/docs/rst/make-docutils-id.js';
import type { DocFile } from '../src/model/doc.js';

function read(text: string, rel = 'docs/page.rst'): DocFile {
  return readDocSafely({ rel, text, hash: 'h' });
}

const spans = (doc: DocFile) =>
  doc.spans.map(
    (s) => `${s.line} ${s.context}${s.leading ? '*' : ''} ${s.value}${s.role ? ` (${s.role})` : ''}`,
  );

describe('the reStructuredText reader', () => {
  it('reads sections of both adornment styles with docutils ids, and labels for :ref:', () => {
    const doc = read(
      [
        '.. _intro:',
        '',
        '=============',
        ' 1. Overview!',
        '=============',
        '',
        'Getting Started',
        '---------------',
        '',
        'Getting started',
        '---------------',
        '',
        'Café & Crème',
        '============',
      ].join('\n'),
    );
    expect(doc.headings).toEqual([
      { text: '1. Overview!', slug: 'overview', line: 4, depth: 1 },
      { text: 'Getting Started', slug: 'getting-started', line: 7, depth: 2 },
      { text: 'Getting started', slug: 'id1', line: 10, depth: 2 },
      { text: 'Café & Crème', slug: 'cafe-creme', line: 13, depth: 3 },
    ]);
    expect(doc.labels).toEqual(['intro']);
    expect(doc.anchors).toEqual(['intro']);
  });

  it('reads inline literals, roles in all their forms, links and references', () => {
    const doc = read(
      [
        'Call ``render(text)`` or :func:`~pkg.render`, :py:meth:`Client.get() <pkg.Client.get>`,',
        ':class:`!Client`, `Client.close`:meth: and :option:`pkg --fast` with :envvar:`PKG_HOME`.',
        'See :ref:`intro`, :ref:`the intro <intro>`, :doc:`guide/index`, :pep:`8`,',
        '`the guide <guide.html>`_, `named`_, `anonymous <other.rst>`__ and \\``not code``.',
        '',
        '.. _named: ../README.rst',
      ].join('\n'),
    );
    expect(spans(doc)).toEqual([
      '1 paragraph render(text)',
      '1 paragraph pkg.render (func)',
      '1 paragraph pkg.Client.get (meth)',
      '2 paragraph Client (class)',
      '2 paragraph Client.close (meth)',
      '2 paragraph --fast',
      '2 paragraph PKG_HOME',
    ]);
    expect(doc.links).toEqual([
      { url: 'intro', line: 3, kind: 'ref' },
      { url: 'intro', line: 3, kind: 'ref' },
      { url: 'guide/index', line: 3, kind: 'link' },
      { url: 'guide.html', line: 4, kind: 'link' },
      { url: 'other.rst', line: 4, kind: 'link' },
      { url: '../README.rst', line: 6, kind: 'definition', label: 'named' },
    ]);
  });

  it('reads code-block, literal and doctest blocks with the line before their first code line', () => {
    const doc = read(
      [
        '.. code-block:: python',
        '   :caption: Example',
        '',
        '   from pkg import render',
        '   render("x")',
        '',
        'Run it::',
        '',
        '    $ pkg --fast',
        '',
        '>>> render("y")',
        "'y'",
        '',
        '.. highlight:: js',
        '',
        'Then::',
        '',
        '   pkg.render()',
        '',
        '.. literalinclude:: ../examples/demo.py',
        '   :lines: 1-4',
      ].join('\n'),
    );
    expect(doc.codeBlocks.map((b) => [b.lang, b.line, b.text])).toEqual([
      ['python', 3, 'from pkg import render\nrender("x")'],
      ['', 8, '$ pkg --fast'],
      ['pycon', 10, '>>> render("y")\n\'y\''],
      ['js', 17, 'pkg.render()'],
    ]);
    expect(doc.codeBlocks[1]?.commands?.[0]?.program).toBe('pkg');
    expect(doc.codeBlocks[3]?.example?.calls[0]?.chain).toEqual(['pkg', 'render']);
    expect(doc.links).toEqual([{ url: '../examples/demo.py', line: 20, kind: 'link' }]);
  });

  it('reads autodoc and domain directives as API claims, methods of a class directive as its members, overloads by name', () => {
    const doc = read(
      [
        'API',
        '===',
        '',
        '.. autofunction:: pkg.render',
        '.. autoclass:: pkg.Client',
        '   :members: get, close',
        '',
        '.. py:class:: Session(url, timeout=5)',
        '',
        '   A session.',
        '',
        '   .. py:method:: send(request, *, stream=False) -> Response',
        '   .. attribute:: headers',
        '',
        '.. function:: connect(url)',
        '              connect(host, port)',
        '',
        '.. option:: -o FILE, --output=FILE',
        '',
        '   Where to write.',
        '',
        '.. envvar:: PKG_HOME',
        '',
        '.. class:: Range(stop)',
        '.. autoclass:: Range(start, stop[, step])',
        '.. automethod:: Session._private',
      ].join('\n'),
    );
    expect(spans(doc)).toEqual(
      [
        '4 list* pkg.render (func)',
        '5 list* pkg.Client (class)',
        '5 list* pkg.Client.get (meth)',
        '5 list* pkg.Client.close (meth)',
        '8 list* Session(url, timeout=5) (class)',
        '10 paragraph',
        '12 list* Session.send(request, *, stream=False) (meth)',
        '13 list* Session.headers (attr)',
        '15 list* connect (func)',
        '22 list* PKG_HOME',
        '24 list* Range (class)',
        '25 list* Range (class)',
      ].filter((s) => !s.endsWith('paragraph')),
    );
    expect(doc.tables).toEqual([
      {
        line: 18,
        header: ['Flag', 'Description'],
        rows: [{ line: 18, cells: ['-o FILE, --output=FILE'] }],
        section: 0,
      },
    ]);
  });

  it('reads grid, simple, list and CSV tables with their header, rows and cell spans', () => {
    const doc = read(
      [
        '+-------------+---------+',
        '| Option      | Default |',
        '+=============+=========+',
        '| ``timeout`` | 5       |',
        '+-------------+---------+',
        '',
        '=========  =======',
        'Name       Default',
        '=========  =======',
        '``retry``  3',
        '=========  =======',
        '',
        '.. list-table::',
        '   :header-rows: 1',
        '',
        '   * - Parameter',
        '     - Meaning',
        '   * - ``verify``',
        '     - Check certificates',
        '',
        '.. csv-table::',
        '   :header: "Setting", "Default"',
        '',
        '   ``PKG_MODE``, "fast, small"',
      ].join('\n'),
    );
    expect(doc.tables.map((t) => [t.line, t.header, t.rows.map((r) => [r.line, ...r.cells])])).toEqual([
      [1, ['Option', 'Default'], [[4, '`timeout`', '5']]],
      [7, ['Name', 'Default'], [[10, '`retry`', '3']]],
      [13, ['Parameter', 'Meaning'], [[18, '`verify`', 'Check certificates']]],
      [21, ['Setting', 'Default'], [[24, '`PKG_MODE`', 'fast, small']]],
    ]);
    expect(spans(doc)).toEqual([
      '4 table* timeout',
      '10 table* retry',
      '18 table* verify',
      '24 table* PKG_MODE',
    ]);
  });

  it('reads lists, definition, field and option lists as sibling groups, and admonition bodies', () => {
    const doc = read(
      [
        '- ``render()`` draws',
        '- :func:`parse` reads',
        '',
        '``timeout``',
        '    Seconds to wait.',
        '``retries``',
        '    How often.',
        '',
        ':param url: the ``url`` to fetch',
        '',
        '-v, --verbose  Say more.',
        '',
        '.. warning:: Never call ``reset()`` twice.',
        '',
        '   .. note::',
        '',
        '      Nested ``deep()``.',
      ].join('\n'),
    );
    expect(spans(doc)).toEqual([
      '1 list* render()',
      '2 list* parse (func)',
      '4 list* timeout',
      '6 list* retries',
      '9 list url',
      '11 list* -v',
      '11 list --verbose',
      '13 paragraph reset()',
      '17 paragraph deep()',
    ]);
    expect(doc.listItems?.map((i) => [i.line, i.group, i.text])).toEqual([
      [1, 0, '``render()`` draws'],
      [2, 0, ':func:`parse` reads'],
      [4, 1, '``timeout``'],
      [6, 1, '``retries``'],
      [9, 2, 'the ``url`` to fetch'],
      [11, 3, '-v, --verbose  Say more.'],
    ]);
  });

  it('skips comments and unknown directives with their bodies, and reads toctree entries as links', () => {
    const doc = read(
      [
        '.. This is a comment with ``hidden()``',
        '   and more ``hidden2()``.',
        '',
        '.. mermaid::',
        '',
        '   graph ``x()``',
        '',
        '.. toctree::',
        '   :maxdepth: 2',
        '',
        '   install',
        '   Usage <usage/index>',
        '   self',
        '   api/*',
      ].join('\n'),
    );
    expect(doc.spans).toEqual([]);
    expect(doc.links).toEqual([
      { url: 'install', line: 11, kind: 'link' },
      { url: 'usage/index', line: 12, kind: 'link' },
    ]);
  });

  it('refuses pages past its budgets instead of reading them', () => {
    expect(read(`${' '.repeat(200)}x`).notRead).toBe('not read: indented deeper than 160 columns');
    expect(read('x\n'.repeat(20_001)).notRead).toBe('not read: more than 20000 lines');
    expect(read('a'.repeat(300 * 1024)).notRead).toBe('not read: larger than 256 KB');
  });
});

describe('docutils ids', () => {
  it('fold accents, drop punctuation and leading digits, and join words with one hyphen', () => {
    expect(makeDocutilsId('2. Getting Started!')).toBe('getting-started');
    expect(makeDocutilsId('Straße über Ænderung')).toBe('strasze-uber-aenderung');
    expect(makeDocutilsId('--verbose / -v')).toBe('verbose-v');
    expect(makeDocutilsId('API: pkg.Client')).toBe('api-pkg-client');
  });
});
