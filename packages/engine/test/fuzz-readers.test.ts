// Property-based fuzzing of the readers a scan feeds untrusted files to: the Markdown and reStructuredText readers and
// the JavaScript/TypeScript and Python code readers, each behind its guards, must return within a
// time and memory budget per input and never throw. Inputs are built from the tokens that drive
// parsers into deep recursion or super-linear work, alone and repeated thousands of times. The
// normal suite runs a short fixed-seed pass; `npm run fuzz` runs FUZZ_RUNS inputs per reader.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDocSafely } from '../src/docs/read-doc-safely.js';
import { createExtractorSource } from '../src/facts/load-extractors.js';
import { checkCodeText } from '../src/guards/check-code-text.js';
import { isWasmTrap } from '../src/guards/is-wasm-trap.js';
import { OverTimeBudgetError } from '../src/guards/parse-deadline.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** How often a token sequence may repeat: deep enough for every guard, short enough for the suite. */
const MAX_REPEAT = Number(process.env.FUZZ_MAX_REPEAT ?? 5000);
/**
 * Per input, linear in its size: the guards refuse, or the reader finishes within this time and
 * heap growth. Generous for a loaded machine (tiny paragraphs cost micromark ~30 ms per KB on two
 * busy cores); the quadratic cases the guards refuse took over 100 ms per KB at 24 KB.
 */
const BASE_MS = 2000;
const MS_PER_KB = 40;
const BASE_HEAP_MB = 64;
const HEAP_PER_BYTE = 500;

const MARKDOWN_TOKENS = [
  '*',
  '_',
  '**',
  '__',
  '[',
  ']',
  '](',
  ')',
  '![',
  '<',
  '>',
  '> ',
  '- ',
  '* ',
  '1. ',
  '  ',
  '    ',
  '\t',
  '\n',
  '\n\n',
  '```',
  '~~~',
  '`',
  '``',
  '|',
  '|---|',
  '#',
  '# ',
  'a',
  'word',
  '\\',
  '&amp;',
  '&#',
  ':',
  '---',
  '[^1]',
  '[^1]: ',
  '<div>',
  '</div>',
  '<!--',
  '-->',
  '[x]: /u',
  '~~',
  '- [ ] ',
  'http://x.y',
];
const RST_TOKENS = [
  '``',
  '`',
  '`_',
  '`__',
  ':func:`',
  ':ref:`',
  ':',
  '<',
  '>',
  '_',
  '\\',
  '.. ',
  '.. _x:',
  '.. code-block:: python\n',
  '.. note::',
  '.. py:class:: A(b)\n',
  '.. autofunction:: f\n',
  '.. list-table::\n   :header-rows: 1\n\n',
  '.. toctree::\n',
  '::\n\n',
  '>>> ',
  '   ',
  '    ',
  '\t',
  '\n',
  '\n\n',
  '====',
  '----',
  '+---+---+\n',
  '| a | b |\n',
  '+===+===+\n',
  '=====  =====\n',
  '* - ',
  '- ',
  '* ',
  '1. ',
  '#. ',
  ':param x: ',
  '-f, --flag  ',
  'term\n    ',
  'word',
  'a',
  '```{eval-rst}\n',
  '```{note}\n',
  '```\n',
  '{func}`',
  '(label)=\n',
  '== ',
  '[source,python]\n----\n',
  '<<',
  '>>',
  'link:',
  '[[x]]',
];
const CODE_TOKENS = [
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  'function f(a, b) {',
  '=>',
  'class A {',
  'export ',
  'import x from "y";\n',
  'const a = ',
  '"',
  "'",
  '`',
  '${',
  '/*',
  '*/',
  '//',
  '\n',
  'a',
  '+',
  '-',
  '!',
  ',',
  ';',
  'new X(',
  '?.',
  'def f(a, b):\n',
  '    ',
  'lambda x: ',
  'if x:\n',
  '@dec\n',
  '#',
  '"""',
  'async ',
  'await ',
  'yield ',
];

/** A text of tokens, some of them repeated up to `maxRepeat` times (nesting bombs). */
function hostileText(tokens: string[], maxRepeat: number): fc.Arbitrary<string> {
  const token = fc.constantFrom(...tokens);
  const repeated = fc
    .tuple(fc.array(token, { minLength: 1, maxLength: 3 }), fc.integer({ min: 2, max: maxRepeat }))
    .map(([parts, times]) => parts.join('').repeat(times));
  return fc.array(fc.oneof(token, token, repeated), { maxLength: 40 }).map((parts) => parts.join(''));
}

/** Runs `read` on `text`; throws a short description (not the input) when it is over budget. */
function withinBudget(text: string, read: () => void): void {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  read();
  const elapsed = performance.now() - started;
  const grownMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  const kb = text.length / 1024;
  if (
    elapsed > BASE_MS + kb * MS_PER_KB ||
    grownMb > BASE_HEAP_MB + (text.length * HEAP_PER_BYTE) / 1024 / 1024
  )
    throw new Error(
      `over budget: ${Math.round(kb)} KB took ${Math.round(elapsed)} ms, ${Math.round(grownMb)} MB`,
    );
}

/** Checks the property, reporting the failing input by its size and start (inputs reach megabytes). */
function assertProperty(property: fc.IProperty<[string]>): void {
  const details = fc.check(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
  const input = details.counterexample?.[0] ?? '';
  expect(
    details.failed
      ? `${details.errorInstance} on ${input.length} chars: ${JSON.stringify(input.slice(0, 200))}`
      : '',
  ).toBe('');
}

const timeout = Math.max(30_000, RUNS * 3 * BASE_MS);

describe('fuzzed readers', () => {
  it(
    'the Markdown reader refuses or reads every input within budget',
    () => {
      assertProperty(
        fc.property(hostileText(MARKDOWN_TOKENS, MAX_REPEAT), (text) => {
          withinBudget(text, () => {
            readDocSafely({ rel: 'README.md', text, hash: 'h' });
          });
        }),
      );
    },
    timeout,
  );

  it(
    'the reStructuredText and AsciiDoc readers, and MyST directives in Markdown, refuse or read every input within budget',
    () => {
      assertProperty(
        fc.property(hostileText(RST_TOKENS, MAX_REPEAT), (text) => {
          withinBudget(text, () => {
            readDocSafely({ rel: 'docs/index.rst', text, hash: 'h' });
            readDocSafely({ rel: 'docs/index.md', text, hash: 'h' });
            readDocSafely({ rel: 'docs/index.adoc', text, hash: 'h' });
          });
        }),
      );
    },
    timeout,
  );

  it(
    'the JavaScript/TypeScript and Python readers refuse or read every input within budget',
    async () => {
      const source = createExtractorSource();
      const [ts, python] = await Promise.all([source.get('.ts'), source.get('.py')]);
      if (!ts || !python) throw new Error('the code extractors did not load');
      assertProperty(
        fc.property(hostileText(CODE_TOKENS, MAX_REPEAT), (text) => {
          if (checkCodeText(text)) return;
          withinBudget(text, () => {
            ts.extract('src/fuzz.ts', text, 'h');
            try {
              python.extract('src/fuzz.py', text, 'h');
            } catch (error) {
              // The parse deadline stopped it, or the WebAssembly grammar trapped (an out-of-bounds
              // access on 430 KB of import lines): the scan reports the file as not read.
              if (!(error instanceof OverTimeBudgetError || isWasmTrap(error))) throw error;
            }
          });
        }),
      );
    },
    timeout,
  );
});
