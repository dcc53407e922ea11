import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/** Real delivery through the SMTP server in SMTP_URL (smtp://user:pass@host:port or smtps://...). */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      return { messageId: info.messageId, deliveredTo: 'smtp' };
    },
    async close() {
      transport.close();
    },
  };
}
