import type { FactExtractor } from '../../facts/types.js';
import { extractJavaScriptFacts } from './extract-javascript-facts.js';

export function createJavaScriptExtractor(): FactExtractor {
  return {
    languages: ['javascript', 'typescript'],
    extensions: ['.js', '.mjs', '.cjs', '.jsx', '.ts', '.mts', '.cts', '.tsx'],
    init: async () => {},
    extract: extractJavaScriptFacts,
  };
}
