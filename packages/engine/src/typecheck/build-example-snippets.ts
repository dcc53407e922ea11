import path from 'node:path';
import { isHistoryDoc } from '../discover/classify-path.js';
import { exampleLanguage } from '../docs/example-language.js';
import type { DocFile } from '../model/doc.js';
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
export function blankPlaceholders(text: string): { text: string; placeholders: number[] } {
  const placeholders: number[] = [];
  const blanked = text.replace(PLACEHOLDER, (match, offset: number) => {
    placeholders.push(offset);
    return ' '.repeat(match.length);
  });
  return { text: blanked, placeholders };
}

/** Every fenced JavaScript/TypeScript example of the docs as a virtual file of its own. */
export function buildExampleSnippets(root: string, docs: DocFile[]): Snippet[] {
  const out: Snippet[] = [];
  for (const doc of docs) {
    if (isHistoryDoc(doc.path)) continue;
    for (const block of doc.codeBlocks) {
      if (exampleLanguage(block.lang) !== 'js') continue;
      const { text, placeholders } = blankPlaceholders(block.text);
      const source = block.text.split('\n');
      const file = path.join(root, SNIPPET_DIR, `${out.length}${extensionOf(block.lang)}`);
      out.push({
        file,
        // A module of its own: names it declares do not clash with another example's.
        text: `${text}\nexport {};\n`,
        docPath: doc.path,
        lines: source.map((claim, i) => ({ docLine: block.line + 1 + i, claim: claim.trim() })),
        placeholders,
        origin: 'example',
      });
    }
  }
  return out;
}
