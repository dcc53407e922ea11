import path from 'node:path';
import { isHistoryDoc } from '../discover/classify-path.js';
import { exampleLanguage } from '../docs/example-language.js';
import type { DocCodeBlock, DocFile } from '../model/doc.js';
import { SNIPPET_DIR, type Snippet } from './snippet.js';

/** `...`/`…` standing for elided code (`fn(...)`, `{ a, ... }`, a line of its own), not a spread. */
const PLACEHOLDER = /\.\.\.(?=\s*(?:[)\]},;]|$))|…/gm;

function extensionOf(lang: string): string {
  if (/^(ts|typescript|mts|cts)$/.test(lang)) return '.ts';
  if (lang === 'tsx') return '.tsx';
  if (lang === 'jsx') return '.jsx';
  return '.js';
}

/** Blanks placeholders with spaces of the same length, so offsets and lines stay those of the doc. */
function blankPlaceholders(text: string): { text: string; placeholders: number[] } {
  const placeholders: number[] = [];
  const blanked = text.replace(PLACEHOLDER, (match, offset: number) => {
    placeholders.push(offset);
    return ' '.repeat(match.length);
  });
  return { text: blanked, placeholders };
}

/** Most lines of earlier examples a snippet carries as its context. */
const CONTEXT_LINES = 80;

/** `declare const create: ...`, `function f`, `class C`, `type T`: declarations the parse does not list. */
const DECLARATION =
  /^\s*(?:export\s+)?(?:declare\s+)?(?:const|let|var|function\*?|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/gm;

function declaredNames(block: DocCodeBlock): Set<string> {
  return new Set([
    ...(block.example?.assigned ?? []),
    ...(block.example?.imports.map((i) => i.name) ?? []),
    ...[...block.text.matchAll(DECLARATION)].map((m) => m[1] ?? ''),
  ]);
}

function usesName(text: string, name: string): boolean {
  return new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);
}

/** Unindented `const`/`let`/`class` names: a name bound twice is a page showing alternatives. */
const LEXICAL = /^(?:export\s+)?(?:const|let|class)\s+([A-Za-z_$][\w$]*)/gm;

function redeclaresOwnName(block: DocCodeBlock): boolean {
  const names = [...block.text.matchAll(LEXICAL)].map((m) => m[1] ?? '');
  return new Set(names).size < names.length;
}

const ONE_LINE_IMPORT =
  /^\s*(?:import\s.*\sfrom\s*['"][^'"]+['"]|.*=\s*require\(\s*['"][^'"]+['"]\s*\))\s*;?\s*$/;

/** One-line `import`/`require` statements of an example that bind a name `used` needs. */
function importLines(block: DocCodeBlock, used: (name: string) => boolean): { line: string; name: string }[] {
  const lines = block.text.split('\n');
  return (block.example?.imports ?? [])
    .filter((i) => used(i.name))
    .map((i) => ({ line: lines[i.line] ?? '', name: i.name }))
    .filter(({ line }) => ONE_LINE_IMPORT.test(line));
}

/**
 * `import { LRUCache } from 'lru-cache'` then `// or:` `const { LRUCache } = require('lru-cache')`:
 * an example showing ways to import the same name. Only the first binds it; the later one-line
 * imports of that name are blanked (same length, so offsets stay the doc's) instead of making the
 * whole example a redeclaration nobody can judge.
 */
function blankRepeatedImports(block: DocCodeBlock): string {
  const lines = block.text.split('\n');
  const seen = new Set<string>();
  for (const i of block.example?.imports ?? []) {
    const line = lines[i.line];
    if (line === undefined || !ONE_LINE_IMPORT.test(line)) continue;
    if (seen.has(i.name)) lines[i.line] = ' '.repeat(line.length);
    seen.add(i.name);
  }
  return lines.join('\n');
}

/**
 * Earlier examples of the page, newest first, that declare nothing this one or a newer one
 * declares: a page binds `const client = new Client()` once and later examples use `client`. An
 * example that cannot come along whole (it declares a name again, or binds one name twice
 * itself) still lends its one-line imports: `const winston = require('winston')` above an example
 * that rebinds `logger`.
 */
function contextOf(earlier: DocCodeBlock[], block: DocCodeBlock): string {
  const declared = declaredNames(block);
  const kept: string[] = [];
  let lines = 0;
  // TypeScript syntax in a JavaScript file does not parse; JavaScript is valid TypeScript.
  const typed = extensionOf(block.lang).startsWith('.ts');
  // What this example and the context kept so far use: a kept example's own imports come along.
  let used = block.text;
  const wanted = (n: string) => !declared.has(n) && usesName(used, n);
  for (const previous of [...earlier].reverse()) {
    if (!typed && extensionOf(previous.lang).startsWith('.ts')) continue;
    const names = declaredNames(previous);
    if (names.size === 0) continue;
    if ([...names].some((n) => declared.has(n)) || redeclaresOwnName(previous)) {
      for (const { line, name } of importLines(previous, wanted)) {
        declared.add(name);
        kept.unshift(line);
      }
      continue;
    }
    // Only what this example uses: checking context costs as much as checking the example.
    if (![...names].some((n) => usesName(used, n))) continue;
    lines += previous.text.split('\n').length;
    if (lines > CONTEXT_LINES) break;
    for (const n of names) declared.add(n);
    kept.unshift(previous.text);
    used += `\n${previous.text}`;
  }
  return kept.length > 0 ? `${blankPlaceholders(kept.join('\n')).text}\n` : '';
}

/**
 * Every fenced JavaScript/TypeScript example of the docs as a virtual file of its own, after the
 * earlier examples of its page that it may build on; only its own lines are judged.
 */
export function buildExampleSnippets(root: string, docs: DocFile[]): Snippet[] {
  const out: Snippet[] = [];
  for (const doc of docs) {
    if (isHistoryDoc(doc.path)) continue;
    const earlier: DocCodeBlock[] = [];
    for (const block of doc.codeBlocks) {
      if (exampleLanguage(block.lang) !== 'js') continue;
      const context = contextOf(earlier, block);
      earlier.push(block);
      const { text, placeholders } = blankPlaceholders(blankRepeatedImports(block));
      const source = block.text.split('\n');
      const file = path.join(root, SNIPPET_DIR, `${out.length}${extensionOf(block.lang)}`);
      out.push({
        file,
        // A module of its own: names it declares do not clash with another example's.
        text: `${context}${text}\nexport {};\n`,
        docPath: doc.path,
        lines: [
          ...context
            .split('\n')
            .slice(0, -1)
            .map(() => undefined),
          ...source.map((claim, i) => ({ docLine: block.line + 1 + i, claim: claim.trim() })),
        ],
        ownStart: context.length,
        placeholders: placeholders.map((p) => p + context.length),
        origin: 'example',
      });
    }
  }
  return out;
}
