import type { ProgressEvent } from '../facts/extract-all.js';

/** A one-line progress bar on stderr; only used when stderr is a terminal. */
export function createProgressBar(stream: NodeJS.WriteStream): {
  update: (e: ProgressEvent) => void;
  clear: () => void;
} {
  let last = 0;
  return {
    update(e) {
      const now = Date.now();
      if (now - last < 80 && e.phase !== 'done') return;
      last = now;
      const width = 30;
      const ratio = e.total > 0 ? Math.min(1, e.done / e.total) : 0;
      const filled = Math.round(ratio * width);
      stream.write(
        `\r${e.phase.padEnd(8)} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${e.done}/${e.total}   `,
      );
    },
    clear() {
      stream.write('\r\u001b[2K');
    },
  };
}
