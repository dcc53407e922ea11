import type { DriftwatchConfig } from '../config/config.js';
import type { ProgressEvent } from '../facts/extract-all.js';
import type { SkippedFile } from '../model/finding.js';

/** A doc page that is not a file of the checkout (a Notion page exported to Markdown). */
export interface ExternalDocPage {
  /** Where the page lives; used as the finding's doc path. */
  url: string;
  markdown: string;
  title?: string;
}

export interface ScanOptions {
  /** The checkout to scan. */
  root: string;
  /** Overrides on top of `.driftwatch.yml`. */
  config?: Partial<DriftwatchConfig>;
  /** Path of a config file to read instead of `.driftwatch.yml`. */
  configPath?: string;
  externalDocs?: ExternalDocPage[];
  /** False to leave the checkout's own docs unread: only `externalDocs` are checked against the code. */
  repositoryDocs?: boolean;
  /** Pull-request mode: the git ref the changes are compared against. */
  baseRef?: string;
  /** Where per-file facts are cached between scans; no disk cache when undefined. */
  cacheDir?: string;
  /** Fingerprints of findings to leave out (a saved report). */
  baseline?: Set<string>;
  onProgress?: (event: ProgressEvent) => void;
  /** Files to leave unread, reported as skipped with their reason. */
  exclude?: SkippedFile[];
  /** Parse one file at a time (no doc-parsing worker threads). */
  serial?: boolean;
  /**
   * Limits of the TypeScript check of JS/TS examples (files read, milliseconds; defaults 5000 files,
   * 30 s), or false to leave it out (the name-guessing rules alone, as a baseline for timing).
   */
  typecheck?: { maxFiles?: number; maxMs?: number } | false;
  /** Wall-clock cap on the type checker's run (pyright on Python examples); 60 s when unset. */
  typeCheckBudgetMs?: number;
}
