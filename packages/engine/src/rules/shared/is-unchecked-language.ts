import type { ExampleLanguage } from '../../docs/example-language.js';

/**
 * Example languages no type checker reads: their receivers are typed by our own rules alone.
 * TypeScript and pyright judge JavaScript and Python examples, receivers included.
 */
const UNCHECKED = new Set<ExampleLanguage>(['go', 'rust', 'java', 'kotlin', 'csharp', 'ruby', 'php']);

export function isUncheckedLanguage(language: ExampleLanguage): boolean {
  return UNCHECKED.has(language);
}
