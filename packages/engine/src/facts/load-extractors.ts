import { createJavaScriptExtractor } from '../languages/javascript/create-javascript-extractor.js';
import { createTreeSitterExtractors } from '../languages/tree-sitter/index.js';
import type { FactExtractor } from './types.js';

/**
 * The extractors needed for these file extensions. Tree-sitter grammars (wasm) are loaded only when
 * the tree has a file one of them handles, so a JavaScript-only scan does not pay for them.
 */
export async function loadExtractors(extensions: Set<string>): Promise<Map<string, FactExtractor>> {
  const byExtension = new Map<string, FactExtractor>();
  const js = createJavaScriptExtractor();
  await js.init();
  for (const ext of js.extensions) byExtension.set(ext, js);
  const needsTreeSitter = [...extensions].some((ext) => !byExtension.has(ext));
  if (needsTreeSitter) {
    try {
      for (const extractor of await createTreeSitterExtractors()) {
        for (const ext of extractor.extensions) if (!byExtension.has(ext)) byExtension.set(ext, extractor);
      }
    } catch (error) {
      process.emitWarning(
        `driftwatch: tree-sitter grammars could not be loaded (${(error as Error).message})`,
      );
    }
  }
  return byExtension;
}
