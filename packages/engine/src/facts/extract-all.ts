import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FactCache } from '../cache/fact-cache.js';
import { extensionOf } from '../discover/classify-path.js';
import { extractDocClaims } from '../docs/extract-doc-claims.js';
import type { DocFile } from '../model/doc.js';
import { hashText } from '../util/hash-text.js';
import { isBinary } from '../util/is-binary.js';
import type { FactExtractor, FileFacts } from './types.js';

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
export function extractAll(input: {
  root: string;
  code: string[];
  docs: string[];
  extractors: Map<string, FactExtractor>;
  cache: FactCache;
  onProgress?: (event: ProgressEvent) => void;
  /** Reads a file's text; defaults to the working tree (PR mode passes a reader for the base ref). */
  read?: (rel: string) => string | undefined;
}): ExtractResult {
  const read = input.read ?? ((rel: string) => readText(input.root, rel));
  const result: ExtractResult = { files: [], docs: [], bytes: 0 };
  const total = input.code.length + input.docs.length;
  let done = 0;
  const tick = (phase: ProgressEvent['phase']) => {
    done++;
    if (input.onProgress && (done % 200 === 0 || done === total)) input.onProgress({ phase, done, total });
  };
  for (const rel of input.code) {
    const extractor = input.extractors.get(extensionOf(rel));
    const text = extractor ? read(rel) : undefined;
    if (extractor && text !== undefined) {
      result.bytes += text.length;
      const hash = hashText(text);
      const key = `${rel}\u0000${hash}`;
      let facts = input.cache.getCode(key);
      if (!facts) {
        try {
          facts = extractor.extract(rel, text, hash);
        } catch {
          facts = undefined;
        }
        if (facts) input.cache.setCode(key, facts);
      }
      if (facts) result.files.push(facts);
    }
    tick('code');
  }
  for (const rel of input.docs) {
    const text = read(rel);
    if (text !== undefined) {
      result.bytes += text.length;
      const hash = hashText(text);
      const key = `${rel}\u0000${hash}`;
      let doc = input.cache.getDoc(key);
      if (!doc) {
        doc = extractDocClaims(rel, text, hash);
        input.cache.setDoc(key, doc);
      }
      result.docs.push(doc);
    }
    tick('docs');
  }
  return result;
}
