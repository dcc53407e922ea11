import type { FactExtractor } from '../../facts/types.js';
import { createPythonAnalyzer } from './python/analyze-python.js';
import { createExtractor } from './shared/create-extractor.js';

/**
 * Fact extractors for the languages parsed with tree-sitter (grammars from @vscode/tree-sitter-wasm).
 * Loads the wasm runtime and grammars; every returned extractor is initialised and ready to use.
 */
export async function createTreeSitterExtractors(): Promise<FactExtractor[]> {
  const extractors = [
    createExtractor({
      language: 'python',
      extensions: ['.py', '.pyi'],
      grammar: 'python',
      createAnalyzer: createPythonAnalyzer,
    }),
  ];
  await Promise.all(extractors.map((extractor) => extractor.init()));
  return extractors;
}
