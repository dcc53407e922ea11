import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractLinks } from '../extract-links.js';
import { decodeQuotedPrintable } from './start-test-smtp-server.js';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  links: string[];
}

/** The messages in an outbox folder, oldest first (file names start with the time). */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(outboxDir, name);
      const decoded = decodeQuotedPrintable(await readFile(file, 'utf8'));
      return {
        file,
        to: /^To: (.*)$/m.exec(decoded)?.[1]?.trim() ?? '',
        subject: /^Subject: (.*)$/m.exec(decoded)?.[1]?.trim() ?? '',
        links: extractLinks(decoded),
      };
    }),
  );
}
