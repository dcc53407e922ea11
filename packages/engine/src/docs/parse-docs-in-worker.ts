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

/** What a worker thread receives: every doc, and the counters all threads claim docs with. */
export interface DocWorkerData {
  items: DocInput[];
  counters: SharedArrayBuffer;
}

/** The worker's answer: the docs it parsed. */
export interface DocWorkerResult {
  docs: DocFile[];
}

type DocParser = (item: DocInput) => DocFile;

export interface DocParsing {
  /**
   * Parses, on the caller's thread, every doc the worker has not claimed (all of them when no
   * worker runs), waits for the worker and returns all docs in the order given. `load` is only
   * called when this thread has a doc to parse, so a fast worker spares it loading the Markdown reader.
   */
  finish(load: () => Promise<DocParser>): Promise<DocFile[]>;
}

/** Overrides for tests: another worker entry, a fixed number of workers. */
export interface WorkerOptions {
  workerFile?: string;
  workers?: number;
}

/** Below this many bytes of uncached docs a worker costs more to start than it saves. */
const MIN_WORKER_BYTES = 256 * 1024;
/** More workers than this spend more on loading the Markdown reader than they save on a page set. */
const MAX_WORKERS = 3;

/** Counter slots: docs claimed in all, taken from the back, taken from the front. */
const CLAIMED = 0;
const FROM_BACK = 1;
const FROM_FRONT = 2;

export function createClaimCounters(): SharedArrayBuffer {
  return new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);
}

/**
 * Claims the index of the next doc to parse, or -1 when none is left. The caller takes docs from
 * the front of the list, the workers from the back: each side keeps reading neighbouring pages,
 * and the two meet wherever their speeds put them. A claim first reserves one of the `count`
 * docs, so the front and back never take the same one.
 */
export function claimDoc(counters: Int32Array, count: number, fromBack: boolean): number {
  if (Atomics.add(counters, CLAIMED, 1) >= count) return -1;
  return fromBack ? count - 1 - Atomics.add(counters, FROM_BACK, 1) : Atomics.add(counters, FROM_FRONT, 1);
}

function runWorker(workerFile: string, data: DocWorkerData): Promise<DocWorkerResult | undefined> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: DocWorkerResult | undefined) => {
      if (!settled) resolve(result);
      settled = true;
    };
    try {
      // A larger young generation (resourceLimits) halves the scavenges of a single parser, but
      // with two parsers on two cores it cost more in fresh pages than it saved (fastify: +230 MB
      // peak memory, ~+4% CPU), so V8's default stays.
      const w = new Worker(workerFile, { workerData: data });
      w.once('message', (result: DocWorkerResult) => settle(result));
      // A failed worker loses nothing: the caller re-parses whatever it did not return.
      w.once('error', () => settle(undefined));
      w.once('exit', () => settle(undefined));
    } catch {
      settle(undefined);
    }
  });
}

/**
 * How many workers to start: one per core besides the caller's (which joins in once its code is
 * done), up to MAX_WORKERS; none for a small page set. On two cores a second worker instead of
 * the caller measured no faster and used more CPU: three threads then share two cores.
 */
function countWorkers(bytes: number, cores: number, workerFile: string): number {
  if (bytes < MIN_WORKER_BYTES || cores < 2 || !existsSync(workerFile)) return 0;
  return Math.min(MAX_WORKERS, cores - 1, Math.ceil(bytes / MIN_WORKER_BYTES));
}

/**
 * Starts worker threads that parse the docs while the caller extracts code facts; the caller then
 * joins in (when a core is left for it), from the other end of the list, so they finish together
 * whatever the workers' start-up costs and however the sizes fall (a fixed split at half the bytes
 * left the worker ~0.7 s behind on fastify, whose largest pages sit at the end). Without a built
 * worker file (tests run from sources) everything stays on the caller's thread.
 */
export function parseDocsInWorker(input: DocInput[], options: WorkerOptions = {}): DocParsing {
  const items = input;
  const bytes = items.reduce((n, i) => n + i.text.length, 0);
  const workerFile = options.workerFile ?? fileURLToPath(new URL('./parse-docs-worker.js', import.meta.url));
  const cores = availableParallelism();
  const shared = createClaimCounters();
  const counters = new Int32Array(shared);
  const count = options.workers ?? countWorkers(bytes, cores, workerFile);
  const workers = Array.from({ length: count }, () => runWorker(workerFile, { items, counters: shared }));
  const callerJoins = workers.length < cores;
  return {
    async finish(load) {
      let parser: DocParser | undefined;
      const parse = async (item: DocInput) => {
        parser ??= await load();
        return parser(item);
      };
      const docs = new Map<string, DocFile>();
      const claim = () => (callerJoins ? claimDoc(counters, items.length, false) : -1);
      for (let i = claim(); i >= 0; i = claim()) {
        const item = items[i];
        if (item) docs.set(item.rel, await parse(item));
      }
      for (const result of await Promise.all(workers)) {
        for (const doc of result?.docs ?? []) docs.set(doc.path, doc);
      }
      // Whatever a failed worker had claimed is parsed here.
      const out: DocFile[] = [];
      for (const item of input) out.push(docs.get(item.rel) ?? (await parse(item)));
      return out;
    },
  };
}
