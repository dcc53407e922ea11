import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The shared server's outbox, or that of a server a spec started with its own data dir. */
function outboxDir(dataDir = process.env.E2E_DATA_DIR): string {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the root playwright.config.ts');
  return join(dataDir, 'outbox');
}

/** Undoes quoted-printable soft line breaks and escapes so links can be read from the raw .eml. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Every mail to `address`, newest first. Two mails sent in the same millisecond share an mtime, so the
 * file name (`<time>-<random>.eml`) breaks ties to keep the order the same on every poll.
 */
async function mailsTo(address: string, dataDir: string | undefined): Promise<string[]> {
  const directory = outboxDir(dataDir);
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names.map(async (name) => {
      const path = join(directory, name);
      return {
        name,
        text: decodeQuotedPrintable(await readFile(path, 'utf8')),
        modified: (await stat(path)).mtimeMs,
      };
    }),
  );
  return mails
    .filter((mail) => mail.text.toLowerCase().includes(address.toLowerCase()))
    .sort((a, b) => b.modified - a.modified || b.name.localeCompare(a.name))
    .map((mail) => mail.text);
}

function firstMatchingLink(mail: string, pathPattern: RegExp): URL | undefined {
  const links = mail.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? [];
  return links
    .map((link) => new URL(link.replace(/&amp;/g, '&')))
    .find((url) => pathPattern.test(url.pathname));
}

/**
 * Waits for a mail to `address` with a link whose path matches `pathPattern` and returns that link
 * from the newest such mail. Every mail to the address is searched, not only the newest: an
 * invitation and its sign-up confirmation can arrive together.
 */
export async function linkFromOutbox(address: string, pathPattern: RegExp, dataDir?: string): Promise<URL> {
  let found: URL | undefined;
  await expect
    .poll(
      async () => {
        found = undefined;
        for (const mail of await mailsTo(address, dataDir)) {
          found = firstMatchingLink(mail, pathPattern);
          if (found) break;
        }
        return found?.href;
      },
      { timeout: 15_000, message: `a mail to ${address} with a link matching ${pathPattern}` },
    )
    .toBeTruthy();
  if (!found) throw new Error('unreachable: poll succeeded without a link');
  return found;
}
