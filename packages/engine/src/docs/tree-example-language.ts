import type { ExampleLanguage } from './example-language.js';

/** Example languages read with a tree-sitter grammar (their calls, arguments and bindings). */
export type TreeExampleLanguage = 'python' | 'go' | 'rust' | 'java' | 'kotlin' | 'csharp' | 'ruby' | 'php';

const TREE_LANGUAGES = new Set<ExampleLanguage>([
  'python',
  'go',
  'rust',
  'java',
  'kotlin',
  'csharp',
  'ruby',
  'php',
]);

export function isTreeExampleLanguage(language: ExampleLanguage): language is TreeExampleLanguage {
  return TREE_LANGUAGES.has(language);
}
