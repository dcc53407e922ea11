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
   * Limits of the type checks of examples, or false to leave them out (the name-guessing rules
   * alone, as a baseline for timing). `maxMs` caps each checker's run: TypeScript leaves the rest
   * of the examples unchecked after it (30 s when unset), pyright is stopped (60 s when unset: it
   * starts a process and loads the standard library's stubs first). `maxFiles` caps the files the
   * TypeScript checker reads from the project and its dependencies (5000 when unset).
   */
  typecheck?: { maxFiles?: number; maxMs?: number } | false;
}
