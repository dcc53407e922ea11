// Worker-thread entry: parses a share of the docs while the main thread extracts code facts.
import { parentPort, workerData } from 'node:worker_threads';
import type { DocFile } from '../model/doc.js';
import { extractDocClaims } from './extract-doc-claims.js';

interface DocInput {
  rel: string;
  text: string;
  hash: string;
}

const items: DocInput[] = Array.isArray(workerData) ? workerData : [];
const docs: DocFile[] = items.map((item) => extractDocClaims(item.rel, item.text, item.hash));
parentPort?.postMessage(docs);
