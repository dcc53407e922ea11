import type { FactExtractor, FileFacts } from '../../facts/types.js';

/** The oxc-parser extractor; the parser's native binding is loaded by init(), not at import. */
export function createJavaScriptExtractor(): FactExtractor {
  let extract: ((path: string, text: string, hash: string) => FileFacts) | undefined;
  return {
    languages: ['javascript', 'typescript'],
    extensions: ['.js', '.mjs', '.cjs', '.jsx', '.ts', '.mts', '.cts', '.tsx'],
    init: async () => {
      extract ??= (await import('./extract-javascript-facts.js')).extractJavaScriptFacts;
    },
    extract: (path, text, hash) => {
      if (!extract) throw new Error('JavaScript extractor used before init()');
      return extract(path, text, hash);
    },
  };
}
