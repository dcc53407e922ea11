import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { FileFacts } from '../facts/types.js';
import type { DocFile } from '../model/doc.js';

/** Bump when extractors change what they produce, so stale cache entries are not reused. */
const CACHE_VERSION = 'dw-cache-34';

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
    this.file = dir ? path.join(dir, 'facts.ndjson') : undefined;
    if (!this.file) return;
    // One JSON entry per line: loading and saving never hold one giant string of the whole cache.
    let lines: string[];
    try {
      lines = readFileSync(this.file, 'utf8').split('\n');
    } catch {
      return;
    }
    if (lines[0] !== JSON.stringify({ version: CACHE_VERSION })) return;
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i];
      if (!line) continue;
      try {
        const entry = JSON.parse(line) as { k: string; c?: FileFacts; d?: DocFile };
        if (entry.c) this.old.code[entry.k] = entry.c;
        else if (entry.d) this.old.docs[entry.k] = entry.d;
      } catch {
        // a torn line only loses that entry
      }
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
      const fd = openSync(tmp, 'w');
      let buffer = `${JSON.stringify({ version: CACHE_VERSION })}\n`;
      const flush = (force: boolean) => {
        if (buffer.length > 1 << 20 || (force && buffer.length > 0)) {
          writeSync(fd, buffer);
          buffer = '';
        }
      };
      for (const [k, c] of Object.entries(this.next.code)) {
        buffer += `${JSON.stringify({ k, c })}\n`;
        flush(false);
      }
      for (const [k, d] of Object.entries(this.next.docs)) {
        buffer += `${JSON.stringify({ k, d })}\n`;
        flush(false);
      }
      flush(true);
      closeSync(fd);
      renameSync(tmp, this.file);
    } catch {
      // a read-only cache location only costs speed
    }
  }
}
