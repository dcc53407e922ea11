import type { ProgressEvent } from '../facts/extract-all.js';
import type { ScanReport } from '../model/finding.js';
import type { ScanOptions } from '../scan/scan-options.js';

/** What the isolating parent sends its child: the scan's options, without the progress callback. */
export interface ChildRequest {
  options: Omit<ScanOptions, 'onProgress'>;
}

/** What the child answers: progress while it scans, then the report or the error it failed with. */
export type ChildMessage =
  | { type: 'progress'; event: ProgressEvent }
  | { type: 'report'; report: ScanReport }
  | { type: 'error'; message: string };
