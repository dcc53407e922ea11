// Worker-thread entry: takes docs from the back of the list it shares with the main thread (which
// extracts code facts first, then takes docs from the front) and answers with the ones it parsed.
import { parentPort, workerData } from 'node:worker_threads';
import type { DocFile } from '../model/doc.js';
import { claimDoc, type DocWorkerData, type DocWorkerResult } from './parse-docs-in-worker.js';
import { readDocSafely } from './read-doc-safely.js';

function isWorkerData(value: unknown): value is DocWorkerData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'items' in value &&
    Array.isArray(value.items) &&
    'counters' in value &&
    value.counters instanceof SharedArrayBuffer
  );
}

if (isWorkerData(workerData)) {
  const { items } = workerData;
  const counters = new Int32Array(workerData.counters);
  const docs: DocFile[] = [];
  for (let i = claimDoc(counters, items.length, true); i >= 0; i = claimDoc(counters, items.length, true)) {
    const item = items[i];
    if (!item) continue;
    docs.push(readDocSafely(item));
  }
  const result: DocWorkerResult = { docs };
  parentPort?.postMessage(result);
}
