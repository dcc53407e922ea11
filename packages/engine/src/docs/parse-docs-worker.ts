// Worker-thread entry: takes docs from the queue it shares with the main thread (which extracts
// code facts first, then joins in) and answers with the ones it parsed.
import { parentPort, workerData } from 'node:worker_threads';
import type { DocFile } from '../model/doc.js';
import { extractDocClaims } from './extract-doc-claims.js';
import type { DocWorkerData, DocWorkerResult } from './parse-docs-in-worker.js';

function isWorkerData(value: unknown): value is DocWorkerData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'items' in value &&
    Array.isArray(value.items) &&
    'next' in value &&
    value.next instanceof SharedArrayBuffer
  );
}

if (isWorkerData(workerData)) {
  const { items, next } = workerData;
  const counter = new Int32Array(next);
  const docs: DocFile[] = [];
  for (let i = Atomics.add(counter, 0, 1); i < items.length; i = Atomics.add(counter, 0, 1)) {
    const item = items[i];
    if (!item) continue;
    docs.push(extractDocClaims(item.rel, item.text, item.hash));
  }
  const result: DocWorkerResult = { docs };
  parentPort?.postMessage(result);
}
