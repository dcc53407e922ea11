import type { FactExtractor } from '../../facts/types.js';
import { createCsharpAnalyzer } from '../csharp/analyze-csharp.js';
import { createGoAnalyzer } from '../go/analyze-go.js';
import { createJavaAnalyzer } from '../java/analyze-java.js';
import { createKotlinAnalyzer } from '../kotlin/analyze-kotlin.js';
import { createPhpAnalyzer } from '../php/analyze-php.js';
import { createPythonAnalyzer } from '../python/analyze-python.js';
import { createRubyAnalyzer } from '../ruby/analyze-ruby.js';
import { createRustAnalyzer } from '../rust/analyze-rust.js';
import { createExtractor, type TreeSitterLanguageSpec } from './shared/create-extractor.js';

const LANGUAGES: TreeSitterLanguageSpec[] = [
  {
    language: 'python',
    extensions: ['.py', '.pyi'],
    grammar: 'python',
    createAnalyzer: createPythonAnalyzer,
  },
  { language: 'go', extensions: ['.go'], grammar: 'go', createAnalyzer: createGoAnalyzer },
  { language: 'java', extensions: ['.java'], grammar: 'java', createAnalyzer: createJavaAnalyzer },
  { language: 'ruby', extensions: ['.rb', '.rake'], grammar: 'ruby', createAnalyzer: createRubyAnalyzer },
  { language: 'rust', extensions: ['.rs'], grammar: 'rust', createAnalyzer: createRustAnalyzer },
  { language: 'csharp', extensions: ['.cs'], grammar: 'c-sharp', createAnalyzer: createCsharpAnalyzer },
  { language: 'php', extensions: ['.php'], grammar: 'php', createAnalyzer: createPhpAnalyzer },
  { language: 'kotlin', extensions: ['.kt'], grammar: 'kotlin', createAnalyzer: createKotlinAnalyzer },
];

let shared: Promise<FactExtractor[]> | undefined;

/**
 * Fact extractors for the languages parsed with tree-sitter (grammars from @vscode/tree-sitter-wasm, Kotlin's from its own package).
 * Loads the wasm runtime and grammars on first use; every returned extractor is initialised and ready.
 * The extractors are shared by later calls (a long-running server scans many times): `extract` is
 * synchronous, so one parser per language is never used by two files at once, and grammars, parsers
 * and compiled queries are made once per process instead of once per scan.
 */
export function createTreeSitterExtractors(): Promise<FactExtractor[]> {
  shared ??= (async () => {
    const extractors = LANGUAGES.map(createExtractor);
    await Promise.all(extractors.map((extractor) => extractor.init()));
    return extractors;
  })().catch((error: unknown) => {
    // Let a later call retry instead of keeping the failure forever.
    shared = undefined;
    throw error;
  });
  return shared;
}
