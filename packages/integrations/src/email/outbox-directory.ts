import path from 'node:path';

/** Where emails go without SMTP: `<data dir>/outbox`, absolute so it can be printed and opened as is. */
export function outboxDirectory(dataDir: string): string {
  return path.resolve(dataDir, 'outbox');
}
