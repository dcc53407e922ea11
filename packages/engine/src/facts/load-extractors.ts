import { createJavaScriptExtractor } from '../languages/javascript/create-javascript-extractor.js';
import { extractOpenApiFacts } from './extract-openapi-facts.js';
import type { FactExtractor } from './types.js';

const OPENAPI_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);
const JS_EXTENSIONS = new Set(['.js', '.mjs', '.cjs', '.jsx', '.ts', '.mts', '.cts', '.tsx']);
/** Extensions the tree-sitter extractors may handle; the grammars say for sure once loaded. */
const TREE_SITTER_EXTENSIONS = new Set(['.py', '.pyi', '.go', '.java', '.kt', '.rb', '.rs', '.cs', '.php']);

export interface ExtractorSource {
  /** Whether some extractor may handle the extension (known without loading any parser). */
  handles(ext: string): boolean;
  /** Loads the parser for the extension once, on first use; undefined when none handles it. */
  get(ext: string): Promise<FactExtractor | undefined>;
}

/**
 * Parsers load lazily: a re-scan whose facts all come from the cache never loads oxc-parser or a
 * tree-sitter grammar.
 */
export function createExtractorSource(): ExtractorSource {
  let js: Promise<FactExtractor> | undefined;
  let treeSitter: Promise<Map<string, FactExtractor>> | undefined;
  const loadTreeSitter = async (): Promise<Map<string, FactExtractor>> => {
    const byExtension = new Map<string, FactExtractor>();
    try {
      const { createTreeSitterExtractors } = await import('../languages/tree-sitter/index.js');
      for (const extractor of await createTreeSitterExtractors()) {
        for (const ext of extractor.extensions) byExtension.set(ext, extractor);
      }
    } catch (error) {
      process.emitWarning(
        `driftwatch: tree-sitter grammars could not be loaded (${(error as Error).message})`,
      );
    }
    return byExtension;
  };
  const openapi: FactExtractor = {
    languages: ['openapi'],
    extensions: ['.yaml', '.yml', '.json'],
    init: async () => {},
    extract: extractOpenApiFacts,
  };
  return {
    // .yaml/.json reach here only for files discovery classified as OpenAPI documents.
    handles: (ext) =>
      JS_EXTENSIONS.has(ext) || TREE_SITTER_EXTENSIONS.has(ext) || OPENAPI_EXTENSIONS.has(ext),
    async get(ext) {
      if (OPENAPI_EXTENSIONS.has(ext)) return openapi;
      if (JS_EXTENSIONS.has(ext)) {
        js ??= (async () => {
          const extractor = createJavaScriptExtractor();
          await extractor.init();
          return extractor;
        })();
        return js;
      }
      if (!TREE_SITTER_EXTENSIONS.has(ext)) return undefined;
      treeSitter ??= loadTreeSitter();
      return (await treeSitter).get(ext);
    },
  };
}
