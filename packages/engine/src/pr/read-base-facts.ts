import type { FactCache } from '../cache/fact-cache.js';
import { classifyPath, extensionOf } from '../discover/classify-path.js';
import type { ExtractorSource } from '../facts/load-extractors.js';
import type { FileFacts } from '../facts/types.js';
import { readBlobs } from '../git/read-blobs.js';
import { hashText } from '../util/hash-text.js';

/**
 * The facts of the changed code files as they were at `mergeBase` (files the change added have
 * none), through the fact cache.
 */
export async function readBaseFacts(
  input: { root: string; extractors: ExtractorSource; cache: FactCache },
  mergeBase: string,
  changed: Map<string, string>,
): Promise<FileFacts[]> {
  const codeChanged = [...changed.keys()].filter(
    (p) => classifyPath(p) === 'code' && input.extractors.handles(extensionOf(p)),
  );
  const blobs = await readBlobs(
    input.root,
    mergeBase,
    codeChanged.filter((p) => changed.get(p) !== 'A'),
  );
  const baseFacts: FileFacts[] = [];
  for (const [path, text] of blobs) {
    const extractor = await input.extractors.get(extensionOf(path));
    if (text === undefined || !extractor) continue;
    const hash = hashText(text);
    const key = `${path}\u0000${hash}`;
    let facts = input.cache.getCode(key);
    if (!facts) {
      facts = extractor.extract(path, text, hash);
      input.cache.setCode(key, facts);
    }
    baseFacts.push(facts);
  }
  input.cache.save();
  return baseFacts;
}
