import type { DocCodeBlock } from '../model/doc.js';
import { exampleLanguage } from './example-language.js';
import { isReadableExample } from './is-readable-example.js';
import { parseJsExample } from './parse-js-example.js';
import { parseShellExample } from './parse-shell-example.js';
import { scanBindings } from './scan-example-code.js';
import { isTreeExampleLanguage } from './tree-example-language.js';

type Parsed = Pick<DocCodeBlock, 'example' | 'commands'>;

/** Docs repeat blocks (`npm install x`, a setup snippet): each distinct text is parsed once. */
const seen = new Map<string, Parsed>();
const MAX_SEEN = 5000;

/**
 * What a fenced block's code says, read by its language's parser; empty for other languages.
 * Python, Go, Rust, Java, Kotlin, C#, Ruby and PHP blocks are read after doc parsing by completeTreeSitterExamples (their grammars
 * load asynchronously, this runs synchronously).
 */
export function parseExampleBlock(lang: string, text: string): Parsed {
  const language = exampleLanguage(lang);
  if (language === 'python' || language === 'go' || !isReadableExample(text)) return {};
  if (language === 'other' || isTreeExampleLanguage(language)) {
    // Languages without an example reader still bind variables the prose then uses; blocks read
    // with tree-sitter grammars keep these until their grammars read them.
    const bindings = scanBindings(text);
    return bindings.length > 0 ? { example: { imports: [], calls: [], bindings, assigned: [] } } : {};
  }
  const key = `${lang}\u0000${text}`;
  const hit = seen.get(key);
  if (hit) return hit;
  const parsed: Parsed =
    language === 'js' ? { example: parseJsExample(text, lang) } : { commands: parseShellExample(text) };
  if (seen.size >= MAX_SEEN) seen.clear();
  seen.set(key, parsed);
  return parsed;
}
