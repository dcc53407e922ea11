import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DocFile } from '../model/doc.js';

export interface DocInput {
  rel: string;
  text: string;
  hash: string;
}

/** Below this many bytes of uncached docs a worker costs more to start than it saves. */
const MIN_WORKER_BYTES = 256 * 1024;

/**
 * Starts parsing a share of the docs on a worker thread (the machine has 2+ cores) and returns a
 * promise of their claims, plus the docs left for the caller. Without a built worker file (tests
 * run from sources) everything stays on the caller's thread.
 */
export function parseDocsInWorker(items: DocInput[]): { worker: Promise<DocFile[]>; rest: DocInput[] } {
  const total = items.reduce((n, i) => n + i.text.length, 0);
  const workerFile = fileURLToPath(new URL('./parse-docs-worker.js', import.meta.url));
  if (total < MIN_WORKER_BYTES || availableParallelism() < 2 || !existsSync(workerFile)) {
    return { worker: Promise.resolve([]), rest: items };
  }
  // The worker takes a bit under half: the main thread also extracts code meanwhile.
  let bytes = 0;
  let split = items.length;
  for (let i = items.length - 1; i >= 0; i--) {
    bytes += items[i]?.text.length ?? 0;
    if (bytes >= total * 0.5) {
      split = i;
      break;
    }
  }
  const share = items.slice(split);
  const rest = items.slice(0, split);
  const worker = new Promise<DocFile[]>((resolve, reject) => {
    const w = new Worker(workerFile, { workerData: share });
    w.once('message', (docs: DocFile[]) => resolve(docs));
    w.once('error', reject);
    w.once('exit', (code) => {
      if (code !== 0) reject(new Error(`doc parser worker exited with ${code}`));
    });
  });
  return { worker, rest };
}
