import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Verdict } from './judge-diagnostic.js';

/** Bump when judging changes, so verdicts of an older engine are not reused. */
const VERSION = 'dw-typecheck-14';

interface ExportNames {
  types: string[];
  classes: string[];
}

interface CacheContent {
  version: string;
  /** The project's exported names by kind, for the page references, keyed by project hash. */
  exports: Record<string, ExportNames>;
  /** Verdicts per snippet: hash of the project state and the snippet's text. */
  verdicts: Record<string, Verdict[]>;
}

/**
 * Type-check results by content hash, in one JSON file of the cache dir: an example whose text and
 * project are unchanged is not checked again. Entries a scan did not use are dropped on save.
 */
export class TypecheckCache {
  private readonly file: string | undefined;
  private readonly old: CacheContent;
  private readonly next: CacheContent = { version: VERSION, exports: {}, verdicts: {} };
  hits = 0;

  /** Whether an earlier scan left verdicts in `dir`. */
  static exists(dir: string | undefined): boolean {
    return dir !== undefined && existsSync(path.join(dir, 'typecheck.json'));
  }

  constructor(dir: string | undefined) {
    this.file = dir ? path.join(dir, 'typecheck.json') : undefined;
    this.old = this.load();
  }

  private load(): CacheContent {
    const empty = { version: VERSION, exports: {}, verdicts: {} };
    if (!this.file) return empty;
    try {
      const content = JSON.parse(readFileSync(this.file, 'utf8')) as CacheContent;
      return content.version === VERSION ? content : empty;
    } catch {
      return empty;
    }
  }

  getVerdicts(key: string): Verdict[] | undefined {
    const hit = this.old.verdicts[key] ?? this.next.verdicts[key];
    if (hit) {
      this.hits++;
      this.next.verdicts[key] = hit;
    }
    return hit;
  }

  setVerdicts(key: string, verdicts: Verdict[]): void {
    this.next.verdicts[key] = verdicts;
  }

  getExports(key: string): ExportNames | undefined {
    const hit = this.old.exports[key] ?? this.next.exports[key];
    if (hit) this.next.exports[key] = hit;
    return hit;
  }

  setExports(key: string, exports: ExportNames): void {
    this.next.exports[key] = exports;
  }

  save(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.next));
    renameSync(temp, this.file);
  }
}
