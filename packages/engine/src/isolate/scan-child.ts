// Child-process entry of the isolated scan: runs one scan with the options its parent sends and
// answers with the report. The parent watches the files this process announces (announce-file.ts)
// and restarts it without the file it crashed or stalled on.
import { scan } from '../scan/scan.js';
import type { ChildMessage, ChildRequest } from './child-messages.js';

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) resolve();
    else process.send(message, undefined, {}, () => resolve());
  });
}

process.once('message', async (request: ChildRequest) => {
  try {
    const report = await scan({
      ...request.options,
      onProgress: (event) => void send({ type: 'progress', event }),
    });
    await send({ type: 'report', report });
  } catch (error) {
    await send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
  // Nothing else is left to do; timers of the parsers must not keep the process alive.
  process.exit(0);
});

// A parent that died (a server stopped hard) cannot take the report: stop rather than scan on.
process.once('disconnect', () => process.exit(0));
