import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { extractLinks } from './extract-links.js';
import type { Mailer, MailLogger } from './mailer.js';

/**
 * Without SMTP, each message is written to <outboxDir>/<time>-<id>.eml and its links are logged, so
 * a self-hosted user can still follow sign-in and password links.
 */
export function createOutboxMailer(options: { outboxDir: string; from: string; logger: MailLogger }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message);
      options.logger.info(
        { to: message.to, subject: message.subject, file, links: extractLinks(message.text) },
        'Email written to the outbox (no SMTP_URL configured)',
      );
      return { messageId: info.messageId, deliveredTo: 'outbox', outboxFile: file };
    },
    async close() {
      transport.close();
    },
  };
}
