// Property-based fuzzing of the storage-format converter: page bodies come from whoever can edit the
// Confluence space, so hostile XHTML (deep nesting, unclosed tags, stray CDATA and entities, huge
// repeats) must come back as Markdown within a time budget, never as a throw or a hang.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderConfluenceStorage } from './render-confluence-storage.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const MAX_REPEAT = Number(process.env.FUZZ_MAX_REPEAT ?? 3000);
/** Per input, linear in its size; generous for a loaded machine. */
const BASE_MS = 1500;
const MS_PER_KB = 20;

const TOKENS = [
  '<p>',
  '</p>',
  '<h1>',
  '</h1>',
  '<ul><li>',
  '</li></ul>',
  '<ol><li>',
  '<li>',
  '<table><tr><td>',
  '</td></tr></table>',
  '<td>',
  '<code>',
  '</code>',
  '<strong>',
  '<a href="https://x.y">',
  '</a>',
  '<br/>',
  '<ac:structured-macro ac:name="code">',
  '<ac:structured-macro ac:name="info">',
  '<ac:structured-macro ac:name="expand">',
  '</ac:structured-macro>',
  '<ac:parameter ac:name="language">',
  '<ac:parameter ac:name="title">',
  '</ac:parameter>',
  '<ac:rich-text-body>',
  '</ac:rich-text-body>',
  '<ac:plain-text-body><![CDATA[',
  ']]></ac:plain-text-body>',
  '<![CDATA[',
  ']]>',
  '<ac:link><ri:page ri:content-title="x"/>',
  '</ac:link>',
  '<ac:task-list><ac:task><ac:task-body>',
  '<blockquote>',
  '<pre>',
  '&amp;',
  '&#',
  '&nbsp;',
  '<!--',
  '-->',
  '<',
  '>',
  '"',
  '`',
  '|',
  '*',
  '\n',
  'word',
];

function repeated(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 6 }),
      fc.integer({ min: 1, max: MAX_REPEAT }),
    )
    .map(([tokens, times]) => tokens.join('').repeat(times));
}

const storageInput = fc.oneof(
  fc.array(fc.constantFrom(...TOKENS), { maxLength: 200 }).map((tokens) => tokens.join('')),
  repeated(),
  fc.tuple(repeated(), repeated()).map(([left, right]) => left + right),
  fc.string({ maxLength: 2000 }),
);

describe('renderConfluenceStorage on hostile input', () => {
  it('returns Markdown within its time budget for any input', () => {
    fc.assert(
      fc.property(storageInput, (input) => {
        const started = performance.now();
        const page = renderConfluenceStorage('Fuzz', input);
        const elapsed = performance.now() - started;
        expect(page.markdown.startsWith('# Fuzz\n')).toBe(true);
        expect(page.lineBlocks.length).toBe(page.markdown.split('\n').length - 1);
        expect(elapsed).toBeLessThan(BASE_MS + (input.length / 1024) * MS_PER_KB);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 120_000);

  it('handles nesting far deeper than any real page', () => {
    const depth = 20_000;
    for (const [open, close] of [
      ['<ul><li>', '</li></ul>'],
      ['<blockquote>', '</blockquote>'],
      [
        '<ac:structured-macro ac:name="info"><ac:rich-text-body>',
        '</ac:rich-text-body></ac:structured-macro>',
      ],
      ['<strong>', '</strong>'],
      ['<table><tr><td>', '</td></tr></table>'],
    ] as const) {
      const started = performance.now();
      const page = renderConfluenceStorage('Deep', `${open.repeat(depth)}needle${close.repeat(depth)}`);
      // Read as plain text: the words survive, the structure does not.
      expect(page.markdown).toBe('# Deep\n\nneedle\n');
      expect(performance.now() - started).toBeLessThan(3000);
    }
  }, 120_000);
});
