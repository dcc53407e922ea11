// Python, Go, Rust, Java, Kotlin, C#, Ruby and PHP examples read with their tree-sitter grammars. Grammars load asynchronously, so
// this runs after the (synchronous) doc parsing, before the docs are cached.
import type { Parser } from 'web-tree-sitter';
import { isWasmTrap } from '../guards/is-wasm-trap.js';
import { parseDeadline } from '../guards/parse-deadline.js';
import type { DocCodeBlock, DocFile, ParsedExample } from '../model/doc.js';
import { exampleLanguage } from './example-language.js';
import { isReadableExample } from './is-readable-example.js';
import { readTreeSitterExample } from './read-tree-sitter-example.js';
import { pythonSource } from './scan-example-code.js';
import { isTreeExampleLanguage, type TreeExampleLanguage } from './tree-example-language.js';

type TreeLanguage = TreeExampleLanguage;

function treeLanguage(block: DocCodeBlock): TreeLanguage | undefined {
  const language = exampleLanguage(block.lang);
  return isTreeExampleLanguage(language) ? language : undefined;
}

/** The grammar each example language is read with. */
const GRAMMAR: Record<TreeLanguage, string> = {
  python: 'python',
  go: 'go',
  rust: 'rust',
  java: 'java',
  kotlin: 'kotlin',
  csharp: 'c-sharp',
  ruby: 'ruby',
  php: 'php',
};

/** Reads every block of those languages of `docs`; loads only the grammars some block needs. */
export async function completeTreeSitterExamples(docs: DocFile[]): Promise<void> {
  const blocks = docs
    .flatMap((d) => d.codeBlocks)
    .filter((b) => treeLanguage(b) !== undefined && isReadableExample(b.text));
  if (blocks.length === 0) return;
  const [{ Parser: TreeParser }, { loadGrammar }] = await Promise.all([
    import('web-tree-sitter'),
    import('../languages/tree-sitter/shared/load-grammar.js'),
  ]);
  const parsers = new Map<TreeLanguage, Parser>();
  for (const language of new Set(blocks.map(treeLanguage))) {
    if (!language) continue;
    const grammar = await loadGrammar(GRAMMAR[language]);
    const parser = new TreeParser();
    parser.setLanguage(grammar);
    parsers.set(language, parser);
  }
  // Docs repeat blocks: each distinct text is parsed once.
  const seen = new Map<string, ParsedExample>();
  try {
    for (const block of blocks) {
      const language = treeLanguage(block);
      const parser = language ? parsers.get(language) : undefined;
      if (!language || !parser) continue;
      const key = `${language}\u0000${block.text}`;
      let example = seen.get(key);
      if (!example) {
        const source =
          language === 'python'
            ? pythonSource(block.text)
            : // A PHP snippet without its opening tag is HTML to the grammar.
              language === 'php' && !/^\s*<\?php/.test(block.text)
              ? `<?php ${block.text}`
              : block.text;
        const tree = parser.parse(source, null, { progressCallback: parseDeadline(source) });
        // No tree: the parse ran past its deadline; the block stays unread.
        if (!tree) continue;
        try {
          example = readTreeSitterExample(tree.rootNode, language);
        } catch (error) {
          // A syntax tree too deep for the visitor's stack, or a trap in the WebAssembly grammar:
          // the block is left unread, the page is kept.
          if (!(error instanceof RangeError || isWasmTrap(error))) throw error;
          example = { imports: [], calls: [], bindings: [], assigned: [] };
        } finally {
          tree.delete();
        }
        seen.set(key, example);
      }
      block.example = example;
    }
  } finally {
    for (const parser of parsers.values()) parser.delete();
  }
}
