import type { ExampleLanguage } from '../../docs/example-language.js';
import type { Language } from '../../facts/types.js';
import type { ProjectIndex } from '../../index/project-index.js';

/** The code languages one example language calls into: JS and TS call each other, so do Kotlin and Java. */
const FAMILIES: Partial<Record<ExampleLanguage, Language[]>> = {
  js: ['javascript', 'typescript'],
  python: ['python'],
  go: ['go'],
  rust: ['rust'],
  java: ['java', 'kotlin'],
  kotlin: ['java', 'kotlin'],
  csharp: ['csharp'],
  ruby: ['ruby'],
  php: ['php'],
};

/**
 * True when the project has source code an example of this language can call. A browser snippet on a
 * PHP library's page (`document.getElementById`) calls the DOM, not the project's PHP `Document` class:
 * names are only resolved against code of the example's own language family.
 */
export function hasCodeOfExampleLanguage(index: ProjectIndex, language: ExampleLanguage): boolean {
  const family = FAMILIES[language];
  if (!family) return false;
  return index.files.some((file) => family.includes(file.language));
}
