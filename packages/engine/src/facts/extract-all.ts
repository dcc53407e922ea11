import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FactCache } from '../cache/fact-cache.js';
import { extensionOf } from '../discover/classify-path.js';
import { type DocInput, parseDocsInWorker } from '../docs/parse-docs-in-worker.js';
import type { DocFile } from '../model/doc.js';
import { hashText } from '../util/hash-text.js';
import { isBinary } from '../util/is-binary.js';
import type { ExtractorSource } from './load-extractors.js';
import type { FileFacts } from './types.js';

const MAX_FILE_BYTES = 2 * 1024 * 1024;

export interface ProgressEvent {
  phase: 'discover' | 'code' | 'docs' | 'history' | 'rules' | 'done';
  done: number;
  total: number;
}

export interface ExtractResult {
  files: FileFacts[];
  docs: DocFile[];
  bytes: number;
}

function readText(root: string, rel: string): string | undefined {
  try {
    const buffer = readFileSync(path.join(root, rel));
    if (buffer.length > MAX_FILE_BYTES || isBinary(buffer)) return undefined;
    return buffer.toString('utf8');
  } catch {
    return undefined;
  }
}

/** Reads, hashes and extracts every file, reusing cached facts for unchanged content. */
export async function extractAll(input: {
  root: string;
  code: string[];
  docs: string[];
  extractors: ExtractorSource;
  cache: FactCache;
  onProgress?: (event: ProgressEvent) => void;
  /** Reads a file's text; defaults to the working tree (PR mode passes a reader for the base ref). */
  read?: (rel: string) => string | undefined;
}): Promise<ExtractResult> {
  const read = input.read ?? ((rel: string) => readText(input.root, rel));
  const result: ExtractResult = { files: [], docs: [], bytes: 0 };
  const total = input.code.length + input.docs.length;
  let done = 0;
  const tick = (phase: ProgressEvent['phase']) => {
    done++;
    if (input.onProgress && (done % 200 === 0 || done === total)) input.onProgress({ phase, done, total });
  };
  // Docs first: read, hash and look up; what is not cached starts parsing on a worker thread
  // while the code is extracted here, then this thread helps parse what the worker has not taken.
  const misses: DocInput[] = [];
  for (const rel of input.docs) {
    const text = read(rel);
    if (text === undefined) continue;
    result.bytes += text.length;
    const hash = hashText(text);
    const doc = input.cache.getDoc(`${rel}\u0000${hash}`);
    if (doc) {
      result.docs.push(doc);
      tick('docs');
    } else misses.push({ rel, text, hash });
  }
  const parsing = parseDocsInWorker(misses);
  for (const rel of input.code) {
    const ext = extensionOf(rel);
    const text = input.extractors.handles(ext) ? read(rel) : undefined;
    if (text !== undefined) {
      result.bytes += text.length;
      const hash = hashText(text);
      const key = `${rel}\u0000${hash}`;
      let facts = input.cache.getCode(key);
      if (!facts) {
        const extractor = await input.extractors.get(ext);
        try {
          facts = extractor?.extract(rel, text, hash);
        } catch {
          facts = undefined;
        }
        if (facts) input.cache.setCode(key, facts);
      }
      if (facts) result.files.push(facts);
    }
    tick('code');
  }
  if (misses.length > 0) {
    // The Markdown reader loads only when this thread has some doc to parse.
    const parsed = await parsing.finish(async () => {
      const { extractDocClaims } = await import('../docs/extract-doc-claims.js');
      return (item) => extractDocClaims(item.rel, item.text, item.hash);
    });
    // Python and Go examples: their grammars load asynchronously, so they are read here.
    const { completeTreeSitterExamples } = await import('../docs/complete-tree-sitter-examples.js');
    await completeTreeSitterExamples(parsed);
    for (const doc of parsed) {
      result.docs.push(doc);
      tick('docs');
    }
  }
  const missed = new Set(misses.map((m) => m.rel));
  for (const doc of result.docs) {
    if (missed.has(doc.path)) input.cache.setDoc(`${doc.path}\u0000${doc.hash}`, doc);
  }
  result.docs.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return result;
}
