import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { extractLinks } from '../extract-links.js';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes decoded. */
  decoded: string;
  subject: string;
  links: string[];
}

export interface TestSmtpServer {
  url: string;
  messages: CapturedMail[];
  /**
   * Resolves with the next message sent to `to` (or one already received and not yet taken), of
   * those `matches` accepts when given.
   */
  waitForMail(
    to: string,
    timeoutMs?: number,
    matches?: (mail: CapturedMail) => boolean,
  ): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable encoding (soft line breaks and =XX escapes) over a whole message. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, for tests. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const waiters: Array<{
    to: string;
    matches: (mail: CapturedMail) => boolean;
    resolve: (mail: CapturedMail) => void;
  }> = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = decodeQuotedPrintable(raw);
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw,
          decoded,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          links: extractLinks(decoded),
        };
        messages.push(mail);
        const waiterIndex = waiters.findIndex(
          (waiter) => mail.to.includes(waiter.to) && waiter.matches(mail),
        );
        const waiter = waiters[waiterIndex];
        if (waiter) {
          waiters.splice(waiterIndex, 1);
          taken.add(mail);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(to, timeoutMs = 5000, matches = () => true) {
      const address = to.toLowerCase();
      const ready = messages.find((mail) => !taken.has(mail) && mail.to.includes(address) && matches(mail));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No mail to ${address} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to: address,
          matches,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
