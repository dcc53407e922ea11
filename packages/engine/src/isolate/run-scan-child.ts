import { fork } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { ScanReport } from '../model/finding.js';
import type { ScanOptions } from '../scan/scan-options.js';
import type { ChildMessage, ChildRequest } from './child-messages.js';

export interface ChildLimits {
  /** V8 heap limit of the child (--max-old-space-size). */
  memoryMb: number;
  /** Longest time one file may spend in its parser. */
  fileBudgetMs: number;
  /** When the whole scan must be over (epoch milliseconds). */
  deadline: number;
}

/** How one run of the child ended. */
export type ChildOutcome =
  | { kind: 'report'; report: ScanReport }
  | { kind: 'error'; message: string }
  /** Files it was reading when it was killed for taking too long on them. */
  | { kind: 'stalled'; files: string[] }
  /** It died (a native crash, the heap limit) while reading `files`. */
  | { kind: 'crashed'; files: string[]; outOfMemory: boolean; signal: string | null }
  | { kind: 'over-deadline' };

const WATCH_INTERVAL_MS = 100;

/** Runs one scan in a child process and reports how it ended; never rejects. */
export function runScanChild(
  childFile: string,
  options: ScanOptions,
  limits: ChildLimits,
): Promise<ChildOutcome> {
  return new Promise((resolve) => {
    const child = fork(childFile, [], {
      execArgv: [`--max-old-space-size=${limits.memoryMb}`],
      // fd 3: the pipe the child announces each file on before it parses it.
      stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'ipc'],
      env: { ...process.env, DRIFTWATCH_ANNOUNCE_FD: '3' },
      serialization: 'advanced',
    });
    const reading = new Map<string, number>();
    let outcome: ChildOutcome | undefined;
    let stderrTail = '';
    const finish = (result: ChildOutcome) => {
      outcome ??= result;
    };
    const announcements = child.stdio[3] as Readable | null;
    if (announcements) {
      createInterface({ input: announcements }).on('line', (line) => {
        const [event, rel] = line.split('\t');
        if (rel === undefined) return;
        if (event === 'start') reading.set(rel, Date.now());
        else reading.delete(rel);
      });
    }
    child.stderr?.on('data', (chunk: Buffer) => {
      // Warnings of the engine reach the caller's stderr; the tail tells a heap-limit death apart.
      process.stderr.write(chunk);
      stderrTail = (stderrTail + chunk.toString('utf8')).slice(-4096);
    });
    const watch = setInterval(() => {
      const now = Date.now();
      const stalled = [...reading]
        .filter(([, since]) => now - since > limits.fileBudgetMs)
        .map(([rel]) => rel);
      if (stalled.length > 0) finish({ kind: 'stalled', files: stalled });
      else if (now > limits.deadline) finish({ kind: 'over-deadline' });
      else return;
      child.kill('SIGKILL');
    }, WATCH_INTERVAL_MS);
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'progress') options.onProgress?.(message.event);
      else if (message.type === 'report') finish({ kind: 'report', report: message.report });
      else finish({ kind: 'error', message: message.message });
    });
    child.on('error', () => finish({ kind: 'crashed', files: [], outOfMemory: false, signal: null }));
    // 'close' comes after the announcement pipe is drained, so `reading` is complete by then.
    child.on('close', (_code, signal) => {
      clearInterval(watch);
      finish({
        kind: 'crashed',
        files: [...reading.keys()],
        outOfMemory: /heap out of memory|Allocation failed/i.test(stderrTail),
        signal,
      });
      resolve(outcome as ChildOutcome);
    });
    const { onProgress: _progress, ...rest } = options;
    const request: ChildRequest = { options: rest };
    child.send(request);
  });
}
