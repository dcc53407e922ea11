import { describe, expect, it } from 'vitest';
import { renderConfluenceStorage } from './render-confluence-storage.js';

const codeMacro = (language: string, code: string) =>
  `<ac:structured-macro ac:name="code" ac:schema-version="1"><ac:parameter ac:name="language">${language}</ac:parameter><ac:plain-text-body><![CDATA[${code}]]></ac:plain-text-body></ac:structured-macro>`;

describe('renderConfluenceStorage', () => {
  it('writes headings, paragraphs with inline code, emphasis and links, each line under its heading anchor', () => {
    const page = renderConfluenceStorage(
      'API guide',
      '<p>Intro &amp; <strong>scope</strong>.</p><h1>Install the CLI</h1><p>Run <code>driftwatch scan</code>, see <a href="https://example.com/docs">the docs</a>.<br/>Then <em>wait</em>&nbsp;a bit.</p><h2>Install the CLI</h2><p>Again.</p>',
    );
    expect(page.markdown).toBe(
      [
        '# API guide',
        '',
        'Intro & **scope**.',
        '',
        '# Install the CLI',
        '',
        'Run `driftwatch scan`, see [the docs](https://example.com/docs).',
        'Then *wait* a bit.',
        '',
        '## Install the CLI',
        '',
        'Again.',
        '',
      ].join('\n'),
    );
    expect(page.lineBlocks).toEqual([
      null,
      null,
      null,
      null,
      'Install-the-CLI',
      null,
      'Install-the-CLI',
      'Install-the-CLI',
      null,
      'Install-the-CLI.1',
      null,
      'Install-the-CLI.1',
    ]);
    expect(page.childPageIds).toEqual([]);
  });

  it('writes the code macro as a fence with its language and the CDATA body as is', () => {
    const page = renderConfluenceStorage(
      'Code',
      `<h2>Usage</h2>${codeMacro('typescript', '\nconst ok = a < b && c > d;\nconsole.log(```x```);\n')}<ac:structured-macro ac:name="noformat"><ac:plain-text-body><![CDATA[plain <text>]]></ac:plain-text-body></ac:structured-macro><pre>x = 1</pre>`,
    );
    expect(page.markdown).toBe(
      [
        '# Code',
        '',
        '## Usage',
        '',
        '````typescript',
        'const ok = a < b && c > d;',
        'console.log(```x```);',
        '````',
        '',
        '```',
        'plain <text>',
        '```',
        '',
        '```',
        'x = 1',
        '```',
        '',
      ].join('\n'),
    );
    expect(page.lineBlocks.slice(4, 8)).toEqual(['Usage', 'Usage', 'Usage', 'Usage']);
  });

  it('writes nested lists, ordered lists, task lists and tables', () => {
    const page = renderConfluenceStorage(
      'Lists',
      '<ul><li>one <code>a()</code></li><li><p>two</p><ul><li>nested</li></ul></li></ul><ol start="3"><li>third</li><li>fourth</li></ol><ac:task-list><ac:task><ac:task-id>1</ac:task-id><ac:task-status>complete</ac:task-status><ac:task-body>done</ac:task-body></ac:task><ac:task><ac:task-id>2</ac:task-id><ac:task-status>incomplete</ac:task-status><ac:task-body>todo</ac:task-body></ac:task></ac:task-list><table><tbody><tr><th>Function</th><th>Returns</th></tr><tr><td><p>createOrder</p></td><td><p>number | null</p></td></tr></tbody></table>',
    );
    expect(page.markdown).toBe(
      [
        '# Lists',
        '',
        '- one `a()`',
        '- two',
        '  - nested',
        '',
        '3. third',
        '4. fourth',
        '',
        '- [x] done',
        '- [ ] todo',
        '',
        '| Function | Returns |',
        '| --- | --- |',
        '| createOrder | number \\| null |',
        '',
      ].join('\n'),
    );
  });

  it('writes info, note and warning panels as quotes, and an expand as its title then its content', () => {
    const page = renderConfluenceStorage(
      'Panels',
      '<ac:structured-macro ac:name="warning"><ac:parameter ac:name="title">Careful</ac:parameter><ac:rich-text-body><p>Call <code>close()</code> first.</p></ac:rich-text-body></ac:structured-macro><ac:structured-macro ac:name="info"><ac:rich-text-body><p>Kept a year.</p></ac:rich-text-body></ac:structured-macro><ac:structured-macro ac:name="expand"><ac:parameter ac:name="title">Details</ac:parameter><ac:rich-text-body><p>Hidden <ac:link><ri:page ri:content-title="Other page"/><ac:plain-text-link-body><![CDATA[other]]></ac:plain-text-link-body></ac:link> and <ac:link><ri:url ri:value="https://example.com/x"/><ac:link-body>site</ac:link-body></ac:link>.</p></ac:rich-text-body></ac:structured-macro><ac:structured-macro ac:name="toc"/>',
    );
    expect(page.markdown).toBe(
      [
        '# Panels',
        '',
        '> **Careful**',
        '>',
        '> Call `close()` first.',
        '',
        '> Kept a year.',
        '',
        'Details',
        '',
        'Hidden other and [site](https://example.com/x).',
        '',
      ].join('\n'),
    );
  });

  it('escapes text Markdown would read as syntax and drops links that are not http(s)', () => {
    const page = renderConfluenceStorage(
      'Escapes',
      '<p>a_b *c* [d] &lt;e&gt; <a href="javascript:alert(1)">click</a></p>',
    );
    expect(page.markdown).toBe('# Escapes\n\na\\_b \\*c\\* \\[d\\] \\<e\\> click\n');
  });
});
