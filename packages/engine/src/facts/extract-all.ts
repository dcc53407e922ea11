import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FactCache } from '../cache/fact-cache.js';
import { extensionOf } from '../discover/classify-path.js';
import { type DocInput, parseDocsInWorker } from '../docs/parse-docs-in-worker.js';
import { checkCodeText } from '../guards/check-code-text.js';
import { isWasmTrap } from '../guards/is-wasm-trap.js';
import { OverTimeBudgetError } from '../guards/parse-deadline.js';
import { announceFile } from '../isolate/announce-file.js';
import type { DocFile } from '../model/doc.js';
import type { SkippedFile } from '../model/finding.js';
import { hashText } from '../util/hash-text.js';
import { isBinary } from '../util/is-binary.js';
import type { ExtractorSource } from './load-extractors.js';
import type { FileFacts } from './types.js';

const MAX_FILE_BYTES = 2 * 1024 * 1024;

export interface ProgressEvent {
  phase: 'discover' | 'code' | 'docs' | 'history' | 'rules' | 'typecheck' | 'done';
  done: number;
  total: number;
}

export interface ExtractResult {
  files: FileFacts[];
  docs: DocFile[];
  bytes: number;
  /** Files left unread: the given exclusions, then those the guards or a parser refused. */
  skipped: SkippedFile[];
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

/**
 * A code file's facts, unless its nesting would crash the parser or overflow a visitor's stack;
 * such a file is added to `skipped`. Other parser failures leave the file without facts, as a
 * file with syntax the parser does not know.
 */
async function extractCode(
  extractors: ExtractorSource,
  rel: string,
  text: string,
  hash: string,
  skipped: SkippedFile[],
): Promise<FileFacts | undefined> {
  const refused = checkCodeText(text);
  if (refused) {
    skipped.push({ path: rel, reason: refused });
    return undefined;
  }
  const extractor = await extractors.get(extensionOf(rel));
  announceFile('start', rel);
  try {
    return extractor?.extract(rel, text, hash);
  } catch (error) {
    if (error instanceof RangeError)
      skipped.push({ path: rel, reason: 'not read: nesting too deep for the parser' });
    else if (error instanceof OverTimeBudgetError) skipped.push({ path: rel, reason: error.message });
    // A trap in a WebAssembly grammar (an out-of-bounds access on some inputs).
    else if (isWasmTrap(error)) skipped.push({ path: rel, reason: 'not read: the parser crashed' });
    return undefined;
  } finally {
    announceFile('end', rel);
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
  /** Files not to read, with the reason (an earlier attempt crashed or stalled on them). */
  exclude?: SkippedFile[];
  /** Parse every doc on this thread: one file at a time, so a crash names exactly one file. */
  serial?: boolean;
}): Promise<ExtractResult> {
  const excluded = new Set((input.exclude ?? []).map((s) => s.path));
  const read = (rel: string) =>
    excluded.has(rel) ? undefined : (input.read ?? ((r: string) => readText(input.root, r)))(rel);
  const result: ExtractResult = { files: [], docs: [], bytes: 0, skipped: [...(input.exclude ?? [])] };
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
  const parsing = parseDocsInWorker(misses, input.serial ? { workers: 0 } : {});
  for (const rel of input.code) {
    const ext = extensionOf(rel);
    const text = input.extractors.handles(ext) ? read(rel) : undefined;
    if (text !== undefined) {
      result.bytes += text.length;
      const hash = hashText(text);
      const key = `${rel}\u0000${hash}`;
      let facts = input.cache.getCode(key);
      if (!facts) {
        facts = await extractCode(input.extractors, rel, text, hash, result.skipped);
        if (facts) input.cache.setCode(key, facts);
      }
      if (facts) result.files.push(facts);
    }
    tick('code');
  }
  if (misses.length > 0) {
    // The Markdown reader loads only when this thread has some doc to parse.
    const read = await parsing.finish(async () => (await import('../docs/read-doc-safely.js')).readDocSafely);
    const parsed: DocFile[] = [];
    for (const doc of read) {
      if (doc.notRead) result.skipped.push({ path: doc.path, reason: doc.notRead });
      else parsed.push(doc);
    }
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
