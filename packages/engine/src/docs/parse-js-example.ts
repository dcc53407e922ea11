// Reads a JavaScript/TypeScript example with oxc-parser. Examples are often fragments (`...`
// placeholders, a lone call, several snippets in one block), so a block that does not parse is
// retried with its placeholders replaced, then snippet by snippet.
import { parseSync } from 'oxc-parser';
import { type AstNode, children, isNode } from '../languages/javascript/ast.js';
import type { ParsedExample } from '../model/doc.js';
import { collectJsExample, ELIDED } from './collect-js-example.js';

type OxcLang = 'ts' | 'tsx';

/** A standalone `...` (not a spread: nothing it applies to follows). */
const PLACEHOLDER = /\.\.\.(?=\s*[,)\]}\n;]|\s*$)/g;

function parseProgram(text: string, lang: OxcLang): AstNode | undefined {
  try {
    // The JavaScript-shaped AST leaves out type annotations: a quarter less to deserialize.
    const result = parseSync(`example.${lang}`, text, {
      sourceType: 'module',
      lang,
      astType: 'js',
      preserveParens: false,
    });
    const program: unknown = result.program;
    if (!isNode(program)) return undefined;
    // After an error oxc keeps the whole tree when the error is about meaning (`await` in a
    // function that is not async, `return` at the top level, as examples often show) and returns
    // an empty program when the syntax is broken.
    return result.errors.length === 0 || children(program, 'body').length > 0 ? program : undefined;
  } catch {
    return undefined;
  }
}

/** Parses with the block's language first, then the other flavour (`<T>x` casts vs JSX). */
function parseEither(text: string, lang: OxcLang): AstNode | undefined {
  return parseProgram(text, lang) ?? parseProgram(text, lang === 'ts' ? 'tsx' : 'ts');
}

/** Snippets separated by blank lines, with the line each starts on. */
function snippets(text: string): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  let start = 0;
  let current: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') {
      if (current.length > 0) out.push({ text: current.join('\n'), line: start });
      current = [];
      start = i + 1;
    } else current.push(line);
  });
  if (current.length > 0) out.push({ text: current.join('\n'), line: start });
  return out;
}

export function parseJsExample(text: string, lang: string): ParsedExample {
  const flavour: OxcLang = /^(ts|typescript|mts|cts)$/.test(lang) ? 'ts' : 'tsx';
  const example: ParsedExample = { imports: [], calls: [], bindings: [], assigned: [] };
  const whole = parseEither(text, flavour);
  if (whole) {
    collectJsExample(whole, text, 0, example);
    return example;
  }
  // Offsets move but lines do not, and every later step reads the neutral text.
  const neutral = text.replace(/…/g, '...').replace(PLACEHOLDER, () => ELIDED);
  const retried = parseEither(neutral, flavour);
  if (retried) {
    collectJsExample(retried, neutral, 0, example);
    return example;
  }
  for (const part of snippets(neutral)) {
    const program = parseEither(part.text, flavour);
    if (program) collectJsExample(program, part.text, part.line, example);
  }
  return example;
}
