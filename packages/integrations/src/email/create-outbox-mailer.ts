import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { formatOutboxNotice } from './format-outbox-notice.js';
import type { Mailer, PrintLine } from './mailer.js';

const printToStderr: PrintLine = (line) => {
  process.stderr.write(`${line}\n`);
};

/**
 * Without SMTP, each message is written to <outboxDir>/<time>-<id>.eml and one line with its links
 * is printed (standard error by default), so a self-hosted user can still follow sign-in and
 * password links.
 */
export function createOutboxMailer(options: { outboxDir: string; from: string; print?: PrintLine }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const print = options.print ?? printToStderr;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message);
      print(formatOutboxNotice(message));
      return { messageId: info.messageId, deliveredTo: 'outbox', outboxFile: file };
    },
    async close() {
      transport.close();
    },
  };
}
