import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ScanReport, SkippedFile } from '../model/finding.js';
import type { ScanOptions } from '../scan/scan-options.js';
import { type ChildOutcome, runScanChild } from './run-scan-child.js';

export interface IsolationLimits {
  /** V8 heap limit of the scanning process, in MB. */
  memoryMb?: number;
  /** Longest time one file may spend in its parser before it is skipped. */
  fileBudgetMs?: number;
  /** Longest time the whole scan may take, restarts included. */
  scanBudgetMs?: number;
}

const DEFAULT_LIMITS: Required<IsolationLimits> = {
  memoryMb: 2048,
  fileBudgetMs: 20_000,
  scanBudgetMs: 20 * 60_000,
};

/** A restart per skipped file; past this many the tree is hostile throughout. */
const MAX_RESTARTS = 25;

/**
 * The child's entry: next to this module in the bundle and in tsc's output; from the sources
 * (tests), the bundle's.
 */
function findChildFile(): string {
  const beside = fileURLToPath(new URL('./scan-child.js', import.meta.url));
  if (existsSync(beside)) return beside;
  return fileURLToPath(new URL('../../dist/bundle/scan-child.js', import.meta.url));
}

function reasonFor(outcome: Extract<ChildOutcome, { kind: 'crashed' }>): string {
  if (outcome.outOfMemory) return 'not read: over the memory budget';
  return `not read: the parser crashed${outcome.signal ? ` (${outcome.signal})` : ''}`;
}

/**
 * Scans in a child process, never on the caller's event loop: its own heap with a limit, a time
 * budget per file and for the whole scan. When a file crashes the child (a native parser's stack
 * overflow, the heap limit) or stays in its parser past the budget, the scan starts again without
 * that file, which the report lists as skipped; the rest of the tree is still scanned. When the
 * child dies while several files are being read (doc-parsing threads), it is restarted reading
 * one file at a time, so the next death names exactly one.
 */
export async function scanIsolated(options: ScanOptions, limits: IsolationLimits = {}): Promise<ScanReport> {
  const { memoryMb, fileBudgetMs, scanBudgetMs } = { ...DEFAULT_LIMITS, ...limits };
  const deadline = Date.now() + scanBudgetMs;
  const childFile = findChildFile();
  const exclude: SkippedFile[] = [...(options.exclude ?? [])];
  let serial = options.serial ?? false;
  for (let restarts = 0; restarts <= MAX_RESTARTS; restarts++) {
    const outcome = await runScanChild(
      childFile,
      { ...options, exclude, serial },
      { memoryMb, fileBudgetMs, deadline },
    );
    if (outcome.kind === 'report') return outcome.report;
    if (outcome.kind === 'error') throw new Error(outcome.message);
    if (outcome.kind === 'over-deadline')
      throw new Error(`The scan took longer than ${Math.round(scanBudgetMs / 1000)} s and was stopped.`);
    if (outcome.kind === 'stalled') {
      for (const path of outcome.files) exclude.push({ path, reason: 'not read: over the time budget' });
    } else if (outcome.files.length === 1 || (serial && outcome.files.length > 0)) {
      for (const path of outcome.files) exclude.push({ path, reason: reasonFor(outcome) });
    } else if (outcome.files.length > 1) {
      serial = true;
    } else {
      throw new Error(
        `The scanning process stopped unexpectedly${outcome.signal ? ` (${outcome.signal})` : ''}.`,
      );
    }
  }
  throw new Error(`The scan was stopped: more than ${MAX_RESTARTS} files crashed the parsers.`);
}
