import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PyrightDiagnostic } from './run-pyright.js';

/** Diagnostics per checked snippet, keyed by a hash of the snippet, the project's Python code and pyright's version. */
export class PyrightCache {
  private readonly file: string | undefined;
  private old: Record<string, PyrightDiagnostic[]> = {};
  private readonly next: Record<string, PyrightDiagnostic[]> = {};

  constructor(dir: string | undefined) {
    this.file = dir ? path.join(dir, 'pyright.json') : undefined;
    if (!this.file) return;
    try {
      this.old = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, PyrightDiagnostic[]>;
    } catch {
      // no cache yet, or a torn one: everything is checked again
    }
  }

  get(key: string): PyrightDiagnostic[] | undefined {
    const hit = this.old[key];
    if (hit) this.next[key] = hit;
    return hit;
  }

  set(key: string, diagnostics: PyrightDiagnostic[]): void {
    this.next[key] = diagnostics;
  }

  /** Keeps only the entries this scan used, so the file does not grow with every edit. */
  save(): void {
    if (!this.file) return;
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
