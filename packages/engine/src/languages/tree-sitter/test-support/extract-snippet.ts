import type { FactExtractor, FileFacts, Language } from '../../../facts/types.js';
import { createTreeSitterExtractors } from '../index.js';

let extractors: Promise<FactExtractor[]> | undefined;

/** Extracts facts from an inline snippet with the real tree-sitter extractor for its language. */
export async function extractSnippet(language: Language, path: string, text: string): Promise<FileFacts> {
  extractors ??= createTreeSitterExtractors();
  const extractor = (await extractors).find((candidate) => candidate.languages.includes(language));
  if (!extractor) throw new Error(`no extractor for ${language}`);
  return extractor.extract(path, text, 'test-hash');
}

/** Drops locations so assertions can focus on the facts themselves. */
export function withoutLocations<T extends { location: unknown }>(items: T[]): Omit<T, 'location'>[] {
  return items.map(({ location: _location, ...rest }) => rest);
}
