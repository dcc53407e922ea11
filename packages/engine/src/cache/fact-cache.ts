import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FileFacts } from '../facts/types.js';
import type { DocFile } from '../model/doc.js';

/** Bump when extractors change what they produce, so stale cache entries are not reused. */
export const CACHE_VERSION = 'dw-cache-5';

interface CacheFile {
  version: string;
  code: Record<string, FileFacts>;
  docs: Record<string, DocFile>;
}

/**
 * Per-file facts and doc claims keyed by path + content hash, kept in one JSON file so a re-scan
 * reads it once. Entries not used by a scan are dropped when it is saved.
 */
export class FactCache {
  private readonly file: string | undefined;
  private old: CacheFile = { version: CACHE_VERSION, code: {}, docs: {} };
  private next: CacheFile = { version: CACHE_VERSION, code: {}, docs: {} };
  private dirty = false;
  hits = 0;

  constructor(dir: string | undefined) {
    this.file = dir ? path.join(dir, 'facts.json') : undefined;
    if (!this.file) return;
    try {
      const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as CacheFile;
      if (parsed.version === CACHE_VERSION) this.old = parsed;
    } catch {
      // no cache yet, or unreadable: start empty
    }
  }

  getCode(key: string): FileFacts | undefined {
    const hit = this.old.code[key];
    if (hit) {
      this.hits++;
      this.next.code[key] = hit;
    }
    return hit;
  }

  setCode(key: string, facts: FileFacts): void {
    this.next.code[key] = facts;
    this.dirty = true;
  }

  getDoc(key: string): DocFile | undefined {
    const hit = this.old.docs[key];
    if (hit) {
      this.hits++;
      this.next.docs[key] = hit;
    }
    return hit;
  }

  setDoc(key: string, doc: DocFile): void {
    this.next.docs[key] = doc;
    this.dirty = true;
  }

  save(): void {
    if (!this.file) return;
    const dropped =
      Object.keys(this.old.code).length + Object.keys(this.old.docs).length !==
      Object.keys(this.next.code).length + Object.keys(this.next.docs).length;
    if (!this.dirty && !dropped) return;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const tmp = `${this.file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(this.next));
      renameSync(tmp, this.file);
    } catch {
      // a read-only cache location only costs speed
    }
  }
}
